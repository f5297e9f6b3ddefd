notice(assert_type(String[1], 'x'))
