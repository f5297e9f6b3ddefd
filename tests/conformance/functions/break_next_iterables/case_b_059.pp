notice(2.5.map |$x| { $x })
