type A = Integer[1,2]
A.tree_each |$p, $v| { notice("${p} => ${v} : ${type($v, generalized)}") }
