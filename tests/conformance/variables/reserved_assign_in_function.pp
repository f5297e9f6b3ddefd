function f() {
  $facts = {}
  $facts
}
notice(f())
