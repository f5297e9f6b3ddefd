assert_type(Tuple[Tuple[Integer, Integer]], [[1, 'a']])
