notice(Tuple[Integer, 2, 1])
