$data = [1, {a => 'hello', b => [100, 200]}, [3, [4, 5]]]
$data.tree_each({include_values => false, include_root => false}) |$v| { notice($v) }
