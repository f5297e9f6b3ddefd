notice(call('map', [1, 2, 3]) |$x| { $x * 10 })
