assert_type(Hash, [1].tree_each)
