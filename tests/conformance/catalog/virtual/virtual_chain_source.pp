@notify { 'v': }
notify { 'n': }
Notify['v'] ~> Notify['n']
