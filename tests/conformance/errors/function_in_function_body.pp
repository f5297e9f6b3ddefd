function foo() {
  function bar() { 1 }
  bar()
}
notice(foo())
