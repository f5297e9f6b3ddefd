notify { ['a','b','c','d','e']: }
Notify['a'] -> Notify['b'] -> Notify['c'] -> Notify['d'] -> Notify['e'] -> Notify['b']
