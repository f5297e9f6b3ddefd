notice(3.reverse_each.map |$x| { $x })
