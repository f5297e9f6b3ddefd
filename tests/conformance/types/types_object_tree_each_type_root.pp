Integer[1,2].tree_each |$p, $v| { notice("${p} ${v}") }
