notice(Integer[1,10].step(3).reverse_each.map |$x| { $x })
