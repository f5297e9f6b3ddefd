notice(tree_each(1) |$v| { $v })
