notify { ['a', 'b']: }
$r = Notify['a', 'b']
notice($r)
notice(Notify[['a', 'b']])
