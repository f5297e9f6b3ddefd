notice(Collection[1, 2, 3])
