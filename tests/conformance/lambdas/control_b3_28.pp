notice([1,2,3].reverse_each.map |$x| { $x })
notice([1,2,3].each)
