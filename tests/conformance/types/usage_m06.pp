assert_type(Tuple[Integer, String], [1, 2, 3])
