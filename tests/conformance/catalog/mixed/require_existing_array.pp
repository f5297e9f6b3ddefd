notify { 'a': require => [Notify['b'], Notify['c']] }
notify { ['b', 'c']: }
Notify['d'] -> Notify['a']
notify { 'd': }
