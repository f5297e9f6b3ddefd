user { 'svc': ensure => present, uid => 'abc' }
