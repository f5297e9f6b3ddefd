notice(any(1) |$x| { $x })
