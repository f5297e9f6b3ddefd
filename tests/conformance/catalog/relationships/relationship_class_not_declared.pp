class a { }
notify { 'x': require => Class['a'] }
notice('end')
