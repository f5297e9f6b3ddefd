notice([1,2,3,4].map |$x| { if $x == 3 { break() } $x })
notice([1,2,3,4].each |$x| { if $x == 2 { break() } })
notice([1,2,3,4].filter |$x| { if $x == 3 { break() } true })
notice([1,2,3].reduce |$m, $x| { if $x == 3 { break() } $m + $x })
