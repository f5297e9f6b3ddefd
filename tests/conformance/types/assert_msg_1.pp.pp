notice(assert_type(Integer[1,5], 7))
