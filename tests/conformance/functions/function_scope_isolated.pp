function f() { $x = 1
 $x }
notice(f())
notice(f())
