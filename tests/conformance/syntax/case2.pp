$x = 3
case $x {
  1, 2: { notice('low') }
  3, 4: { notice('mid') }
}
