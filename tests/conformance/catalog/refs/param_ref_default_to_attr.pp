define d($x = Notify['x']) { notify { 'y': message => $x, require => $x } }
d { 'a': }
notify { 'x': }
notice(Notify['y']['message'])
