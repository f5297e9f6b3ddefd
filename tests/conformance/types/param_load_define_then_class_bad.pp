define d(Foo $x = 1) { }
class b(Bar $x = 1) { }
