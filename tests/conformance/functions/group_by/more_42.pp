notice(group_by([1,2,3]) |$x| { $x % 2 })
