[1,2].each |$x| {
  if $x == 2 { fail("at two") }
}
