notify { 'a': }
notify { 'b': require => Notify['a'] }
notify { 'c': subscribe => Notify['b'] }
Notify['a'] ~> Notify['c']
notify { 'd': before => [Notify['a'], Notify['b']], notify => Notify['c'] }
