[1, [2, 3]].tree_each |$v| { notice($v) }
notice({a => 1}.tree_each |$v| { })
