function f() { 1 } notice(f)
