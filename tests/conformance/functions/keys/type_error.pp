keys([1, 2])
