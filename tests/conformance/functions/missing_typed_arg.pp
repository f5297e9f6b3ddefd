function f(Integer $x) { 1 }
notice(f())
