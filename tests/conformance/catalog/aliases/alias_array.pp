notify { 'a': alias => ['b', 'c', 'a'] }
notify { 'user': require => Notify['c'] }
notify { 'b': }
