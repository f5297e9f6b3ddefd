notify { 'a': }
Notify['a'] -> 'nonsense'
