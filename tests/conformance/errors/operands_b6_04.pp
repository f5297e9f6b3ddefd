notice(1.foo)
