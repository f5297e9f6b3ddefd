notice(Class[Foo::Bar])
