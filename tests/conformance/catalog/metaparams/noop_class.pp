class safe { file { '/tmp/safe': ensure => file } }
class { 'safe': noop => true }
file { '/tmp/loud': noop => false }
