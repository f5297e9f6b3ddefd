type A = Foo
notice(Array[A])
