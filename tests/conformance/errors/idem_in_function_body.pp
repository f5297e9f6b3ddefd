function f() { $x = 1 
 1 
 2 }
notice(f())
