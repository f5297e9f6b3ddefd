$s = Struct[{a=>Integer, Optional[b] => String}]
$s.tree_each |$p, $v| { notice("${p} => ${v} : ${type($v)}") }
notice($s.tree_each.map |$x| { $x[1] }.filter |$y| { $y =~ Object })
