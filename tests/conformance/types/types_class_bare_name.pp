notice(Class[Foo])
