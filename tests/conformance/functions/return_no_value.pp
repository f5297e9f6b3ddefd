function f() { return() 'unreached' }
notice(f() =~ Undef)
