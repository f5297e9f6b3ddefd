package { 'requests': ensure => installed, provider => 'pip3' }
package { 'rake': ensure => '13.0.6', provider => gem }
package { 'vim': ensure => latest, provider => apt }
service { 'sshd': ensure => running, provider => systemd }
exec { 'hello': command => 'echo hi', path => ['/bin', '/usr/bin'], provider => shell }
user { 'deploy': ensure => present, provider => useradd }
group { 'deploy': ensure => present, provider => groupadd }
file { '/tmp/x': ensure => file, provider => posix }
notice(Package['requests'][provider])
