[1,2].each |$x| {
  notice($x)
  fail("bad ${x}")
}
