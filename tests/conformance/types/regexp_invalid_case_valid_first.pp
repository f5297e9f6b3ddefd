$r = Regexp['a(']
case 'x' {
  String: { notice('string first') }
  $r: { notice(1) }
}
