class outer {
  class inner(Bar $x = 1) { }
}
class b(Foo $x = 1) { }
