notice(Integer[0, 10].step(3).map |$x| { $x })
