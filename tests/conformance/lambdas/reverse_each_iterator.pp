notice([1, 2, 3].reverse_each)
notice([1, 2, 3].reverse_each.map |$v| { $v })
notice(type([1].reverse_each))
