notice(5.then |$x| { $x * 2 })
