notice(assert_type(String[2], 'a'))
