assert_type(Numeric, '1')
