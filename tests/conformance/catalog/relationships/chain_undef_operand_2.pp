notify { 'x': }
Notify['x'] -> undef
notice('ok')
