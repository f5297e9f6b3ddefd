assert_type(Tuple[String, Integer, 1, 5], ['a', 1, 'b'])
