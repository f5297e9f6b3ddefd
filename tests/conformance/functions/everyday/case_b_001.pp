notice(group_by([1,2,3,4]) |$x| { $x % 2 == 0 })
