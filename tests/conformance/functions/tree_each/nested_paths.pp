[[['x']]].tree_each |$p, $v| { notice("${p} => ${v}") }
