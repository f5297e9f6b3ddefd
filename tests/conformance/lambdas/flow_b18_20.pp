notice([1,2,3].any |$x| { if $x == 2 { break() } false })
