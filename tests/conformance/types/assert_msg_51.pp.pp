notice(assert_type(Default, 1))
