function f($x = 5) { $x }
notice(f(undef) =~ Undef)
