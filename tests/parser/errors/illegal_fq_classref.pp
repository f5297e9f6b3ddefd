notice(::Foo::bar)
