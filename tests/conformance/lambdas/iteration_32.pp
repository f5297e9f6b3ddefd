notice(Integer[0,3].reverse_each.map |$x| {$x})
