notice(Tuple[1, 2])
