notice(assert_type(Float, 1))
