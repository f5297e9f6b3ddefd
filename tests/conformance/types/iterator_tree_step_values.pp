$r = [1,[2]].tree_each.step(1).map |$x| { $x }
notice($r)
notice([1,[2,3]].tree_each.step(2).map |$x| { $x })
notice([1,[2,3]].tree_each.step(1).reverse_each.map |$x| { $x })
