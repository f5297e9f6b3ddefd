class base {
  file { '/tmp/x': ensure => file, require => Package['a'] }
  package { ['a', 'b']: }
}
class sub inherits base {
  File['/tmp/x'] { require +> Package['b'] }
}
include sub
notice(File['/tmp/x'][require])
