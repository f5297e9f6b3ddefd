# Deferred values that resolve: nothing is printed, the compiled catalog keeps them as strings
notify { 'a': message => Deferred('join', [['a', 'b'], '-']) }
notify { 'b': message => [Deferred('upcase', ['x']), { 'k' => Deferred('$facts', ['hostname']) }] }
file { '/tmp/deferred-sprintf': ensure => file, content => Deferred('sprintf', ['%s-%s', 'y', Deferred('downcase', ['Z'])]) }
notice('compiled')
