define d($r) {
  notice(type($r, 'reduced'))
  notice(type([$r], 'generalized'))
  notice($r.type)
  notice(Type[Notify['x']] == type($r))
  $h = { $r => 'v' }
  notice($h[Notify['x']])
  notice($h[$r])
  notice(Notify['x'] == $r)
  realize($r)
  notice(defined($r))
}
@notify { 'x': }
d { 'a': r => Notify['x'] }
