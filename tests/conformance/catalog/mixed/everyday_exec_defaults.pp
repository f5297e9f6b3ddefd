Exec { path => ['/usr/bin', '/bin'] }
exec { 'update': command => 'apt-get update', refreshonly => true }
package { ['vim', 'curl']: ensure => installed, notify => Exec['update'] }
class inner { exec { 'inner': command => 'true' } }
include inner
