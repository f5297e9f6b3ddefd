define d() { notify { "in-${title}": } }
d { 'one': }
d { 'two': require => D['one'] }
Notify['in-two'] -> D['one']
