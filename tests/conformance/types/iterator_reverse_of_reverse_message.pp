notice([1,2,3].reverse_each.reverse_each.values)
