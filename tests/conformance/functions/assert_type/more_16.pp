notice(assert_type(Callable, 1))
