$data = {a => [1, {b => 2}], c => 3}
$data.tree_each({order => breadth_first, include_containers => false}) |$p, $v| { notice("${p} ${v}") }
$data.tree_each({include_values => false}) |$p, $v| { notice("${p} ${v}") }
