notice(Enum[].map |$x| { $x })
