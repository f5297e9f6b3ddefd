notice([1,2,3,4].filter |$x| { if $x == 3 { break() } true })
