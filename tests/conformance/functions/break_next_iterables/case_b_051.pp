notice(Integer[3,1].map |$x| { $x })
