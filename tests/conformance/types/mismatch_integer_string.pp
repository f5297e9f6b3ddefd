assert_type(Integer, 'a')
