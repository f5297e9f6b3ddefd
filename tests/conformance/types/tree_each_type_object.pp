type P = Object[{attributes => {x => Integer}}]
P.tree_each |$p, $v| { notice("${p} => ${v} : ${type($v, generalized)}") }
