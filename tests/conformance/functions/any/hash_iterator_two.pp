notice([[a, 1], [b, 2]].any |$k, $v| { notice("${k} ${v}"); false })
