notice('before')
foobar { 'x': ensure => present }
