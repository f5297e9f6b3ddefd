notice(Hash([1, 2]))
