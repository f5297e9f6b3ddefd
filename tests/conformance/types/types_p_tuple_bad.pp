notice(Tuple[1])
