Package { require => Exec['update'] }
exec { 'update': command => '/usr/bin/apt-get update' }
package { ['a', 'b']: }
notice(Package['a'][require])
