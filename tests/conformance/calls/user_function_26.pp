function f() >> String { return(1) } notice(f().type)
