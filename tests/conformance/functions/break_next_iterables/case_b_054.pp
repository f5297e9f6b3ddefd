notice(String.map |$x| { $x })
