define d { notify { "in ${title}": } }
d { 'x': }
notify { 'after': require => D['x'] }
