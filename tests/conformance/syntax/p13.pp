$x = 5
case $x {
  'a': { }
  default: { notice($x + [] ) }
}
