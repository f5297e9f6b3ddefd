notice(partition([1,2,3]) |$x| { $x > 1 })
