notice([1,2,3].reverse_each.keys)
