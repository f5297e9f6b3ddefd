notice(get([1], 1))
