notify { ['a', 'b', 'c']: }
Notify['a'] ~> Notify['b'] <- Notify['c']
