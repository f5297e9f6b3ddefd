notify { 'a': tag => ['x', 'y'], require => Notify['b'] }
notify { 'b': }
notice(Notify['a'][tag])
notice(Notify['a'][require])
