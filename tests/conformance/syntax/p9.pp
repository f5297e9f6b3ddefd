function f($x) {
  $y = $x +
    undef
}
f(1)
