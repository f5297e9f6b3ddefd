notice(Integer[1,5].map |$x| { $x * 2 }) notice(Integer[0,3].reverse_each.map |$x| {$x})
