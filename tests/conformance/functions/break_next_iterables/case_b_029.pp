function g() { [1,2,3].map |$x| { if $x == 2 { break() } $x } } notice(g())
