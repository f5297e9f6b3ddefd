$t = [1, [2, [3]], {a => 4}]
$t.tree_each |$p, $v| { notice("${p}: ${v}") }
$t.tree_each({order => breadth_first, include_containers => false}) |$p, $v| { notice("${p}: ${v}") }
$t.tree_each({include_root => false, include_values => false}) |$v| { notice($v) }
notice($t.tree_each.map |$x| { $x[0] })
