notice(partition([1,2,3,4]) |$x| { $x > 2 })
