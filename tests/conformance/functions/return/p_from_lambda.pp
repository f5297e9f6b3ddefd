function f($x) { $y = [1, 2, 3].filter |$v| { if $v == $x { return("found ${v}") } true }
 "none" }
notice(f(2))
notice(f(9))
