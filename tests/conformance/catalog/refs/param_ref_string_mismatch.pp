define d(String $r) { notice($r) }
d { 'a': r => Notify['x'] }
notify { 'x': }
