URI[{scheme => 'http'}].tree_each |$p, $v| { notice("${p} => ${v} : ${type($v, generalized)}") }
Binary.tree_each |$p, $v| { notice("${p} => ${v} : ${type($v, generalized)}") }
Enum[a, true].tree_each |$p, $v| { notice("${p} => ${v} : ${type($v, generalized)}") }
Hash[String, Array[Integer]].tree_each |$p, $v| { notice("${p} => ${v} : ${type($v, generalized)}") }
Pattern.tree_each |$p, $v| { notice("${p} => ${v} : ${type($v, generalized)}") }
Tuple.tree_each |$p, $v| { notice("${p} => ${v} : ${type($v, generalized)}") }
Callable[0,0].tree_each |$p, $v| { notice("${p} => ${v} : ${type($v, generalized)}") }
Optional['x'].tree_each |$p, $v| { notice("${p} => ${v} : ${type($v, generalized)}") }
