function f() >> Integer { if true { return("x") } 1 } notice(f())
