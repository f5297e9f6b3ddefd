$data = [1, {a => 'hello', b => [100, 200]}, [3, [4, 5]]]
$data.tree_each |$path, $v| { notice("${path}: ${v}") }
