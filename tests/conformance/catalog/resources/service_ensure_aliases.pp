service { 'a': ensure => true }
service { 'b': ensure => 'stopped' }
service { 'c': ensure => 'restarted' }
