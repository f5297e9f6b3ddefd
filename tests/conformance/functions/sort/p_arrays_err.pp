notice(sort([[1], [2]]))
