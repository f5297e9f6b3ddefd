notice(zip([1, 2], [4, 5], 1))
