assert_type(Tuple[Integer, String], [1, 'a', 'b'])
