define d($r) {
  notice($r =~ /Notify/)
}
d { 'a': r => Notify['x'] }
notify { 'x': }
