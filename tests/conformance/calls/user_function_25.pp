function f() >> Integer { next("x") } notice(f())
