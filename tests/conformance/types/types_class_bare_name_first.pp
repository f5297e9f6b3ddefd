notice(Class[Foo, bar])
