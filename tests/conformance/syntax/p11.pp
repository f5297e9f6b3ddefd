define d(String $p) { }
d { 'x':
  p => 5,
}
