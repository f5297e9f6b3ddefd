$x = 'z'
case $x {
  'a': { notice(a) }
}
notice(done)
