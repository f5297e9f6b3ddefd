notice(assert_type(Class[foo], 1))
