$u = undef
notice("x${u}y", "${/re/}", "${Integer[0]}", "${[1e100]}")
