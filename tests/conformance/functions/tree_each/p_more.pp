$h = {a => {b => 1, c => [2, 3]}}
$h.tree_each({container_type => Hash}) |$p, $v| { notice("${p} ${v}") }
$h.tree_each({include_root => false, order => breadth_first}) |$p, $v| { notice("${p} ${v}") }
notice([].tree_each.map |$x| { $x })
notice({}.tree_each({include_root => false}).map |$x| { $x })
