$n = '5'
notice("${n}")
notice([1, 2][$n])
