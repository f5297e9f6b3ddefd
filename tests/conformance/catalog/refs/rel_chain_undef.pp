notify { 'a': }
Notify['a'] -> undef
notice('ok')
