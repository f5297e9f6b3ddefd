NotUndef['x'].tree_each |$p, $v| { notice("${p} => ${v} : ${type($v, generalized)}") }
Variant.tree_each |$p, $v| { notice("${p} => ${v} : ${type($v, generalized)}") }
