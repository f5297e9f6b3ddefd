$a = 'A'
notice("${a}${a}" "x")
