notice(assert_type(Integer, 5))
notice(assert_type(String[3], 'ab'))
