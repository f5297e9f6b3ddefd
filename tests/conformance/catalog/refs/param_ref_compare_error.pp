define d($r) {
  notice($r > 1)
}
d { 'a': r => Notify['x'] }
notify { 'x': }
