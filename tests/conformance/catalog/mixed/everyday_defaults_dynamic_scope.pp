Package { ensure => present }
class a { package { 'x': } notice(Package['x']['ensure']) }
class b { Package { ensure => absent } package { 'y': } include a }
include b
notice(Package['y']['ensure'])
