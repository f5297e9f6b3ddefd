notify { 'a': }
Notify['a'] -> Notify['missing']
notice('end')
