define d($x,
  $x = 1) { }
d { "t": x => 1 }
