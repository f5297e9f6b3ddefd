notice(size([1,2].reverse_each))
