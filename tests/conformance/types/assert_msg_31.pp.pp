notice(assert_type(Callable[1,1], 1))
