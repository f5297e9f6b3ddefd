function f(Type[Callable] $t) { $t }
notice(f(Callable[1, 1]))
