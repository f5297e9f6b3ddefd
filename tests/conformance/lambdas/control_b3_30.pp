[1,2].each |$x| { [3,4].each |$y| { if $y == 4 { break() } notice("$x$y") } }
