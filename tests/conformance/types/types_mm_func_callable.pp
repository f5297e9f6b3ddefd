function f(Callable $c) { $c }
f(1)
