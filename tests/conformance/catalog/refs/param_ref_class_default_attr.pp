class c($x = [Notify['x'], Class['main']]) { notify { 'y': message => $x } }
include c
notify { 'x': }
