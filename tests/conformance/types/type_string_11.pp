type B = Foo
notice(1 =~ B)
