$c = 1 function f() { $c } notice(f())
