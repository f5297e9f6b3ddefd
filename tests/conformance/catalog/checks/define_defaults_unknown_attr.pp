define d($p = 1) {}
D { bogus => 1 }
d { 'x': }
