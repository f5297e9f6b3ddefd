type A = Resource[Foo]
notice(A)
