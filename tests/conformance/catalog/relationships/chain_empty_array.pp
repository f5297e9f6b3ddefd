notify { 'x': }
Notify['x'] -> []
[] -> Notify['x']
notice('ok')
