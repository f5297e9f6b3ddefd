type A = Resource[Foo['x']]
notice(A)
