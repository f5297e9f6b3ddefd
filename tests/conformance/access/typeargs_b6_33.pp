notice(Foo[1])
