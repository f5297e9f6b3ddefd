notice(assert_type(Array[Integer, 3], [1, 2]))
