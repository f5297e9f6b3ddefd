notify { ['a', 'b']: }
'Notify[a]' -> 'Notify[b]'
notice('ok')
