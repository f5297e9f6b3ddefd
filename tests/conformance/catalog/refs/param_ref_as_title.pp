define d($r) {
  notify { $r: }
}
d { 'a': r => Notify['x'] }
