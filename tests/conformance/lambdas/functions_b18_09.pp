function f() { }
notice(f())
