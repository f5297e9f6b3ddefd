define d($r) { notice(sort([$r, 'a'])) }
d { 'a': r => Notify['x'] }
