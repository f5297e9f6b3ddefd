function f() >> Integer { [1].each |$v| { return("x") } 1 } notice(f())
