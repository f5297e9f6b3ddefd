notice(assert_type(Numeric, '1'))
