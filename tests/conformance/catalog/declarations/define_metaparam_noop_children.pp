define d { notify { "n-${title}": } file { "/tmp/${title}": ensure => file } }
d { 'x': noop => true }
d { 'y': }
