$r = Regexp['a(']
case /x/ {
  Integer: { notice(0) }
  $r: { notice(1) }
  default: { notice(2) }
}
