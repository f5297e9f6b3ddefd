assert_type(Type, 1)
