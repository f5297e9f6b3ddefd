notify { 'x': }
Notify -> Notify['x']
notice('after')
