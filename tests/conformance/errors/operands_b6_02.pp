function f($a) {
  $a.nosuch()
}
f(1)
