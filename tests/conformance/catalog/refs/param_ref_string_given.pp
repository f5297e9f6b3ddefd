define d(Type[Resource] $r) { notice($r) }
d { 'a': r => 'Notify[x]' }
notify { 'x': }
