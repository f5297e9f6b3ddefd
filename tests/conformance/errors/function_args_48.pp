notice(tree_each(1))
