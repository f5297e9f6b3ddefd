notify { 'a': }
Notify['a'] -> Notify['nope']
notice('end')
