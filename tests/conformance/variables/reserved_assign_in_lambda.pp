[1].each |$x| {
  $facts = { os => linux }
}
