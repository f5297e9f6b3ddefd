notice(tree_each([1,[2]]).map |$x| { $x })
