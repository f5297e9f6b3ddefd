notice(Foo::Bar)
