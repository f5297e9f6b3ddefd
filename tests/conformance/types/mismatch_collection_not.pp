assert_type(Collection, 1)
