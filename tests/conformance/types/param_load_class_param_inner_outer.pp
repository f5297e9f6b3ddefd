class outer(Bar $y = 1) {
  class inner(Foo $x = 1) { }
}
