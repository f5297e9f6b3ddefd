notice(assert_type(Integer, 1))
notice(assert_type(Array[String], ['a']))
notice(assert_type('String[1]', 'x'))
