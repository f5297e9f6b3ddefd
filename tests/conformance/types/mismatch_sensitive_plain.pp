assert_type(Sensitive, 1)
