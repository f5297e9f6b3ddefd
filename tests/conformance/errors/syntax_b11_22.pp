notice(assert_type(Integer, 'a'))
