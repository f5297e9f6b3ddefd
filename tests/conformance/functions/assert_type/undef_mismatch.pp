assert_type(String, undef)
