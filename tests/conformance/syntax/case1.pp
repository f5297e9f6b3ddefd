$x = 'web01'
case $x {
  /^web(\d+)/: { notice("web $1") }
  'db': { notice('db') }
  default: { notice('other') }
}
