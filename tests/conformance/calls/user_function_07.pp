function f(Any $x, Callable $c) { 1 } notice(f(1, 2))
