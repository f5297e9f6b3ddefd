notice(empty(Integer[1,2].reverse_each))
