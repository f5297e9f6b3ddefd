define d($r) {
  notice(String($r))
  notice("x${r}y")
  notice(String($r, '%p'))
  notice(String([$r], '%p'))
  notice({ $r => 1 })
  notice($r =~ Type[Notify])
  notice($r =~ Resource)
  notice($r =~ Type[Resource])
  notice($r =~ String)
  notice(defined($r))
  $x = $r
  notice(type($x, 'generalized'))
  notice($r['message'])
  notice($r == 'Notify[x]')
  notice('Notify[x]' == $r)
  notice($r in ['Notify[x]'])
}
d { 'a': r => Notify['x'] }
notify { 'x': message => 'hi' }
