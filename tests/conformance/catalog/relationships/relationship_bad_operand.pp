notify { 'a': }
Notify['a'] -> 'not a ref'
