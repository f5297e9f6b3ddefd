$data = [1, [2, [3]], 4, [5]]
$data.tree_each({order => breadth_first}) |$p, $v| { notice("${p} ${v}") }
