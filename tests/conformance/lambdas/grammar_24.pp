function f(Integer[1] $x = 0) { $x } notice(f())
