notice(0.map |$x| { $x })
