case $x {
  1: { }
  "a", /b/, default: { notice(1) }
  [1, 2]: { }
  *$list: { }
  Integer: { }
}
