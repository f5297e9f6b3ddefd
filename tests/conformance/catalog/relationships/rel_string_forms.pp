notify { ['a', 'b', 'c']: }
notify { 'x': require => 'Notify[a]', before => [Notify['b'], 'Notify[c]'] }
notify { 'y': require => undef }
