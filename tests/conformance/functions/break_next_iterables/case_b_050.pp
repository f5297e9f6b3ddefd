notice(Enum[a,b].map |$x| { $x })
