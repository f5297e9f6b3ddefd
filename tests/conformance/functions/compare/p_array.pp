notice(compare([1], [2]))
