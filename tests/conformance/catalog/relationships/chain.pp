notify { 'a': } -> notify { 'b': } ~> notify { 'c': }
Notify['c'] <- Notify['a']
notify { 'd': before => Notify['a'], require => [Notify['b'], Notify['c']] }
