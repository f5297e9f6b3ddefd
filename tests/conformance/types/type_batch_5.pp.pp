notice(type([1,2].each))
notice(type([1,2].reverse_each))
notice(type(Integer[1,3].each))
