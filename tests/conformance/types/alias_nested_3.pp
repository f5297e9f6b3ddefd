type A = Variant[Integer, Foo[a]]
notice(A)
