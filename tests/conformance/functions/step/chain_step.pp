notice(Array(Integer[0, 20].step(2).step(3)))
notice([1, 2, 3, 4, 5, 6].step(2).reverse_each.map |$x| { $x })
