notice(sort([[2], [1]]))
