assert_type(Tuple[Integer, String, 2, 2], [1])
