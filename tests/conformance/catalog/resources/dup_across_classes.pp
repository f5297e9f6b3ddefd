class a { file { '/etc/x': ensure => file } }
class b { file { '/etc/x': ensure => absent } }
include a
include b
