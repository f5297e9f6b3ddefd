notice(Tuple[])
notice(Tuple[1, 2])
