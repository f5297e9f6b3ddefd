function f() >> Integer { return("x") } notice(f())
