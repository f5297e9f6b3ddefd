notice(Tuple[Integer, default, 3])
notice([] =~ Tuple[Integer, default, 3])
notice([1, 2, 3, 4] =~ Tuple[Integer, default, 3])
