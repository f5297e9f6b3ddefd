$r = [1,2,3,4].each |$x| { if $x == 3 { break() } notice($x) }
notice($r)
