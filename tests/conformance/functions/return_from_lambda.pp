function g() { [1,2,3].each |$x| { if $x == 2 { return($x * 10) } }
 5 }
notice(g())
