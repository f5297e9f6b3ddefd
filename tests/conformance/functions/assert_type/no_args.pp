assert_type()
