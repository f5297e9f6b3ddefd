class a {
  $x = 1
  [1]
}
include a
