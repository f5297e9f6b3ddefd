notify { 'a': }
'Notify[a]' -> 'notify[b]'
notify { 'b': }
notice('ok')
