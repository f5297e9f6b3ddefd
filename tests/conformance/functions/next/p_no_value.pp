notice([1, 2, 3].map |$x| { if $x == 2 { next() } $x * 10 })
