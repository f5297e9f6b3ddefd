notice(foo(1))
