function f() { return() }
notice(f())
