notice(-3.map |$x| { $x })
