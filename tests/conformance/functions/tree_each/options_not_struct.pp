notice(tree_each([1], [2]))
