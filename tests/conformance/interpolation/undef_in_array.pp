notice("${[undef, 1]}")
