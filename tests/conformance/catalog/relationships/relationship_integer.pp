notify { 'a': }
Notify['a'] -> 42
