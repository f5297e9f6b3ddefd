notice(values([1, 2]))
