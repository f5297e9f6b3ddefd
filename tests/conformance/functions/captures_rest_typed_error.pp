function f(String *$s) { $s }
notice(f('a', 1))
