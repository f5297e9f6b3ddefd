notice(Array([1, 2, 3].map |$x| { $x }))
notice(Iterator([1,2]))
