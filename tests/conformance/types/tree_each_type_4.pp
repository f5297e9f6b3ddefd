Collection[1,2].tree_each |$p, $v| { notice("${p} => ${v} : ${type($v, generalized)}") }
Array.tree_each |$p, $v| { notice("${p} => ${v} : ${type($v, generalized)}") }
Array[Integer].tree_each |$p, $v| { notice("${p} => ${v} : ${type($v, generalized)}") }
Array[Integer, 2].tree_each |$p, $v| { notice("${p} => ${v} : ${type($v, generalized)}") }
Hash.tree_each |$p, $v| { notice("${p} => ${v} : ${type($v, generalized)}") }
Hash[String, Integer, 1, 2].tree_each |$p, $v| { notice("${p} => ${v} : ${type($v, generalized)}") }
Tuple[Integer, String].tree_each |$p, $v| { notice("${p} => ${v} : ${type($v, generalized)}") }
Tuple[Integer, 1, 2].tree_each |$p, $v| { notice("${p} => ${v} : ${type($v, generalized)}") }
Struct.tree_each |$p, $v| { notice("${p} => ${v} : ${type($v, generalized)}") }
Struct[{a=>Integer}].tree_each |$p, $v| { notice("${p} => ${v} : ${type($v, generalized)}") }
