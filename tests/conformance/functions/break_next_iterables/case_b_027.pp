notice([1,2,3].map |$x| { [10,20].each |$y| { if $y == 20 { break() } } $x })
