notice(assert_type(Variant[Integer[1,2], Integer[5,6]], 3))
