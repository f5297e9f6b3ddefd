notice(then(1) |$x| { $x + 1 })
notice(then(undef) |$x| { 'never' } =~ Undef)
notice({a => 2}[a].then |$x| { $x * 10 })
