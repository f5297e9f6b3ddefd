notice(flatten([[1], [2]].reverse_each))
