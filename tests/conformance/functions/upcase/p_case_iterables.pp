notice(upcase(Integer[1,2].reverse_each))
notice(downcase(["A"].reverse_each))
