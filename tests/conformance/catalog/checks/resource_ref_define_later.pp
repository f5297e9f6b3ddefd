notify { 'a': require => D['x'] }
define d {}
d { 'x': }
