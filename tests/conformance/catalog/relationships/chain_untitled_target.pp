notify { 'x': }
Notify['x'] -> Notify
notice('after')
