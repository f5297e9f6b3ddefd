notice(Collection[3, 1])
