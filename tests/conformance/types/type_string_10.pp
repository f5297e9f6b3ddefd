define mydef() {}
class mycls {}
notice(Type('Mydef'))
notice(Type('Mycls'))
notice(Type('Exec'))
notice(Type('Package'))
notice(Type('Resource'))
type A = Array[Foo]
notice(A)
type B = Foo
notice(B)
notice(Type('Foo[a]'))
notice(Type('TypeReference'))
