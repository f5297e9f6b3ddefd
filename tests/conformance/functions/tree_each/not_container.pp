tree_each('abc') |$v| { }
