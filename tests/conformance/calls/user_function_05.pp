function f(String $x = undef) { $x } notice(f())
