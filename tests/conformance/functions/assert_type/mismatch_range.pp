assert_type(Integer[1, 3], 5)
