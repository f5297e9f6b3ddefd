notice('' .map |$x| { $x })
