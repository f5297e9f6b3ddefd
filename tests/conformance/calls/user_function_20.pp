function f() { [1,2].map |$x| { return($x) } } notice(f())
