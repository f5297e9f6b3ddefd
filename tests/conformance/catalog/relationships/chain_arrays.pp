notify { ['a', 'b']: }
notify { ['c', 'd']: }
[Notify['a'], Notify['b']] -> [Notify['c'], Notify['d']]
$v = Notify['a'] -> Notify['c']
notice($v)
notice(Notify['b'] ~> Notify['d'])
