notice(type([1,2].reverse_each))
