notice(assert_type(String[2, 3], 'abcd'))
