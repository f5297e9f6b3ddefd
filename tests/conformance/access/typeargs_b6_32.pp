notice(Foo)
