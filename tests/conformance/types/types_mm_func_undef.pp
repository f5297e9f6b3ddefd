function f(String $s) { $s }
f(undef)
