class a {}
class b { require a }
include b
notify { 'x': require => Class['b'] }
