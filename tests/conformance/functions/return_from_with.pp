function f() { with(1) |$x| { return($x + 1) } }
notice(f())
