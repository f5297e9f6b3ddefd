assert_type(Integer, default)
