function f() { 1
 2
 3 }
notice(f())
