notice('abc'.reverse_each.map |$x| { $x })
