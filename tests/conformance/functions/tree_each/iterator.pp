$tree = [[1, 2], {name => 'user1', status => 'inactive'}, {name => 'user2', status => 'active'}]
notice($tree.tree_each.filter |$v| { $v[1] =~ Hash and $v[1][status] == 'active' })
notice(Array([1, [2]].tree_each))
