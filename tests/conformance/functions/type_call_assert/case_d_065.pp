notice(call('map', [1,2]) |$x| { $x * 2 })
