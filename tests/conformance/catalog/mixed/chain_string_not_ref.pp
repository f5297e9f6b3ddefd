notify { 'a': }
Notify['a'] -> 'not a reference'
