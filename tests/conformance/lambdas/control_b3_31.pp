function f() { with(1) |$x| { return(7) } ; 8 }
notice(f())
