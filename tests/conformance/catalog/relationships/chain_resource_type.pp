notify { 'x': }
Notify['x'] -> Notify
