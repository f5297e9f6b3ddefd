notice(::Foo::Bar)
