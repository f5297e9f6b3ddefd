notify { 'a': before => Notify['b'] }
notify { ['b', 'c']: }
Notify['a'] -> Notify['c']
