notify { 'x': require => Class['nosuch'] }
