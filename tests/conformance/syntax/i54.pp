$n = 5
notice("${n}th ${n.then |$v| { $v * 2 }}")
