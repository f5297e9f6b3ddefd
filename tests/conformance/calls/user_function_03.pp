function f($x) { return() } notice(f(1) =~ Undef)
