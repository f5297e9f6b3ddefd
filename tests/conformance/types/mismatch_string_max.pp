assert_type(String[0, 1], 'abc')
