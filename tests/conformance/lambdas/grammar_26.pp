[1].each |$x, $x| { }
