case $x {
  1, 2: { notice(a) }
  /re/: { }
  default: { notice(b) notice(c) }
}
$a = case $x { default: { 1 } }
