class web { notify { 'w': } }
service { 's': }
class { 'web': notify => Service['s'], noop => true }
