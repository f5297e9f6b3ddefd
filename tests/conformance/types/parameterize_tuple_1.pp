notice(Tuple[Integer, 1])
