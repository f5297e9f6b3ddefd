$r = [1,[2,3]].map |$x| { $x.map |$y| { if $y == 2 { break() } $y } }
notice($r)
