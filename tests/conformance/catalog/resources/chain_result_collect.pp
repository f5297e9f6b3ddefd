notify { ['a', 'b']: }
$x = Notify['a'] -> Notify['b']
notice($x)
