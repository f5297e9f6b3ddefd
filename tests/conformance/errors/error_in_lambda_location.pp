[1, 2, 3].each |$v| {
  if $v == 2 {
    notice(10 / ($v - 2))
  }
}
