@notify { 'v': message => 'x' }
notify { 'n': require => Notify['v'] }
