notice(then(undef) |$x| { 1 })
