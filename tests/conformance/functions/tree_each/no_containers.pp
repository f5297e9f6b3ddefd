$data = [1, {a => 'hello', b => [100, 200]}, [3, [4, 5]]]
$data.tree_each({include_containers => false}) |$v| { notice($v) }
