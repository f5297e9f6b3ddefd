assert_type(Array[Integer, 1, 2], [1, 2, 3])
