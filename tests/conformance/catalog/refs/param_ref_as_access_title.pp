define d($r) {
  notice(Notify[$r])
}
d { 'a': r => Notify['x'] }
notify { 'x': }
