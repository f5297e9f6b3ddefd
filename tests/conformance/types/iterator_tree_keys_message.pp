notice([1].tree_each.keys)
