notice(assert_type("Array[Integer[a]]", 1))
