function f(Callable $c) { $c } notice(f() |$x| { 1 })
