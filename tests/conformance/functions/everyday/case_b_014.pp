notice({a => [1, {b => 2}]}.tree_each({include_containers => false}).map |$p, $v| { "${p}=${v}" })
