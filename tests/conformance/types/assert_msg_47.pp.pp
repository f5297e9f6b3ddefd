notice(assert_type(Tuple[Integer, 2, 3], [1]))
