notice('x')
class a(Foo $x = 1) { }
class b(Bar $x = 1) { }
