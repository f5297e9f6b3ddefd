notice([1,2,3].reverse_each |$x| { if $x == 2 { break() } notice($x) })
