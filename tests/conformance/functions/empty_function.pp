function f() { }
notice(f() =~ Undef)
