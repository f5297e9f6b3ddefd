assert_type(Integer, 'x')
