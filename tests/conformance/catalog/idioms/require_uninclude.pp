class foo { }
notify { 'x': require => Class['foo'] }
