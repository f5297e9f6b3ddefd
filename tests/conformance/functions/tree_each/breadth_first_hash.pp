{a => [1, 2], b => {c => 3}}.tree_each({order => breadth_first, include_containers => false}) |$p, $v| { notice("${p} ${v}") }
