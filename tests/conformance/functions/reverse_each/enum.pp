notice(Array(Enum[c, a, b].reverse_each))
notice(Array(Integer[3, 5].reverse_each))
