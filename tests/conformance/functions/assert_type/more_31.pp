notice(assert_type(Iterable, 1))
