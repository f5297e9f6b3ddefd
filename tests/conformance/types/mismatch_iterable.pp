assert_type(Iterable, 1.5)
