notice([1, 2, 3, 4, 5].reverse_each.step(2).map |$x| { $x * 100 })
notice(Integer[1, 10].step(3).reverse_each.map |$x| { $x })
notice([*[1, 2, 3].reverse_each])
