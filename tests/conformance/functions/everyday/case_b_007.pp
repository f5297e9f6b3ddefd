notice([1, [2, [3]]].tree_each.map |$x| { $x })
