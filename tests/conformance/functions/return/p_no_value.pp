function f() { return() }
notice(f() =~ Undef)
