function f() >> Integer { "x" } notice(f())
