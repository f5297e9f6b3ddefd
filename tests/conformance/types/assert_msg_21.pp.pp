notice(assert_type(String[1, 2], 'abc'))
