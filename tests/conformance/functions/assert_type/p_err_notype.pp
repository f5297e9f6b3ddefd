notice(assert_type(1, 1))
