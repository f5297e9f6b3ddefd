define d($r) { notice([$r, File['/y'], 'a'].join(',')) }
d { 'a': r => Notify['x'] }
