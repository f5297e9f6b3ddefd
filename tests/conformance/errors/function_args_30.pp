notice(sort([1], 1))
