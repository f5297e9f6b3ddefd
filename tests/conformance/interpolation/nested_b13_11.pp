$n = 3
notice("${n + 1}${n}")
notice("${-n}")
