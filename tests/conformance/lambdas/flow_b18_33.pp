notice([3,1,2].sort.reverse, [1,2,3].reverse_each.convert_to(Array))
