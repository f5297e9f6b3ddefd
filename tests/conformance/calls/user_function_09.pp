function f() { } notice(f())
