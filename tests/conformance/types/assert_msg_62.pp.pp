notice(assert_type(Variant[Float, Integer[5,6]], 3))
