notice([1,2].map |$x| { [3,4].map |$y| { if $y == 4 { break() } $x * $y } })
