notice(Tuple[Integer, 1, 2, 3])
