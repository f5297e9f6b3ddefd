notice([1,2,3,4].step(2) |$x| { if $x == 3 { break() } notice($x) })
