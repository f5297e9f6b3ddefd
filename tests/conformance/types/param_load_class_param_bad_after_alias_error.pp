type A = Integer[x]
class b(Foo $x = 1) { }
notice(A)
