function f(String *$s) { $s }
notice(f('a', 'b'))
