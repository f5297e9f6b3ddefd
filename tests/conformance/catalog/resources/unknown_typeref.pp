notice('a')
notice(Foo)
