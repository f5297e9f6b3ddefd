define d($r) { notify { 'y': require => [$r, Notify['z']] } }
d { 'a': r => Notify['x'] }
notify { ['x', 'z']: }
