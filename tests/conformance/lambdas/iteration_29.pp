notice(Iterable.map |$x| { $x })
