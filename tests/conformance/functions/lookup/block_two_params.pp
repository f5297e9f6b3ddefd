notice(lookup('a') |$x, $y| { 5 })
