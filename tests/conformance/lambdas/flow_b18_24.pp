notice(call('upcase', 'a'))
notice(call('with', 1) |$x| { $x + 1 })
