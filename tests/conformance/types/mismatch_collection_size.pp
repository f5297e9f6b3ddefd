assert_type(Collection[3], [1])
