notice(undef.then |$x| { 'never' })
notice(5.then |$x| { $x * 2 })
