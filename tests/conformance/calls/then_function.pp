notice(then(2) |$x| { $x + 1 })
notice(then(undef) |$x| { 1 } =~ Undef)
