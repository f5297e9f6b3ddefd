class a { notify { 'in a': } }
include a
notify { 'x': require => Class['a'] }
notify { 'y': before => Class['a'] }
notice(Notify['x'][require])
