notice(assert_type(Collection[2], [1]))
