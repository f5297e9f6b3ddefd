@notify { 'v': }
notify { 'n': }
Notify['n'] -> Notify['v']
