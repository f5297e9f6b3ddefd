$x = Notify['a'] -> Notify['b']
notify { ['a', 'b']: }
notice($x)
