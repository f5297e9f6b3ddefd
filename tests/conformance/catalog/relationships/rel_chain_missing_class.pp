notify { 'a': }
Notify['a'] -> Class['nope']
notice('end')
