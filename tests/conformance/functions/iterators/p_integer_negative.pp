notice((-3).map |$x| { $x })
notice(0.map |$x| { $x })
