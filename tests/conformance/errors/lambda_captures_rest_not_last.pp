[1].each |*$r, $x| { }
