notice(::Foo)
