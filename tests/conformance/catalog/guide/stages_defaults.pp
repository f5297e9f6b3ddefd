stage { 'pre': before => Stage['main'] }
class apt_setup { notify { 'apt': } }
class { 'apt_setup': stage => 'pre' }
File { mode => '0644', owner => 'root' }
file { '/tmp/a': ensure => file, content => 'x' }
file { '/tmp/b': ensure => directory, mode => '0755' }
Package { ensure => installed }
package { ['vim', 'curl']: }
package { 'nginx': ensure => latest } ~> service { 'nginx': ensure => running, enable => true }
