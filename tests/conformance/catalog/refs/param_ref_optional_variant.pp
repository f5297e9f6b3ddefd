define d(Optional[Type[Resource]] $r = undef, Variant[String, Type[Resource]] $s = 'x') {
  notice(type($r))
  notice(type($s))
}
d { 'a': r => Notify['x'], s => Notify['x'] }
d { 'b': }
notify { 'x': }
