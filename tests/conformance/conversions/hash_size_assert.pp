notice(Hash[Integer, Integer, 2, 2]([1, 2]))
