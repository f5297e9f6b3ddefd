notice(Integer[1,20000].reduce(0) |$m, $x| { $m + 1 })
