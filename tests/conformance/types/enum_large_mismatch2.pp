# A large Enum in a parameter's mismatch message: sorted values
Integer[1, 20].map |$i| { "v${$i * 3 % 21}" }.then |$w| {
  $x = 'v21'
  assert_type(Enum[*$w], $x)
}
