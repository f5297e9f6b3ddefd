type A = Foo
notice(A)
notice(A =~ Type[A])
notice(1 =~ A)
