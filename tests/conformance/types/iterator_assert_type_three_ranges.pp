assert_type(Hash, [1,2,3].reverse_each)
