notice(Class[bar, Foo])
