assert_type(Integer, undef)
