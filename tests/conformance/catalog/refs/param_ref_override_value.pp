define d($r) { Notify['x'] { message => $r } }
d { 'a': r => Class['main'] }
notify { 'x': }
