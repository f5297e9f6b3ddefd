notice(assert_type(Integer[0], -1))
