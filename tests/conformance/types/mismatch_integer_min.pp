assert_type(Integer[10], 7)
