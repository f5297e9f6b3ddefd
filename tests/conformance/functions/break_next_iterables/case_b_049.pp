notice(Integer[1,3].map |$x| { $x })
