notice(max([1], [2]))
