notice(Integer.map |$x| { $x })
