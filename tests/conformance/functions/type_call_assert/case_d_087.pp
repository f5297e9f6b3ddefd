notice(assert_type(Integer[1, 10], 20))
