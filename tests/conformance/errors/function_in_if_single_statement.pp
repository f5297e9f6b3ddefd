if true {
  function bar() { 1 }
}
notice(bar())
