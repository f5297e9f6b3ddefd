notice(true.filter |$x| { $x })
