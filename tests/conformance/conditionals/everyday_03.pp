notice([1,2,3].map |$x| { if $x > 1 { $x } })
