define d { notify { "in ${title}": } }
d { 'x': }
notify { 'n': before => D['x'], require => Notify['in x'] }
