notice(assert_type(Array[Integer, 2], [1]))
