each(-2) |$x| { }
