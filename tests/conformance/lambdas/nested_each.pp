[1,2].each |$x| { [3].each |$y| { notice("$x $y") } }
