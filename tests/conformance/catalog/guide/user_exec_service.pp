user { 'alice': ensure => present, uid => 1001, gid => 'users', managehome => true, groups => ['sudo', 'adm'] }
group { 'users': ensure => present }
exec { 'refresh': command => '/usr/bin/true', refreshonly => true, subscribe => User['alice'] }
file { '/home/alice/.bashrc': ensure => file, owner => 'alice', source => 'puppet:///modules/foo/bashrc' }
service { 'sshd': ensure => running, hasrestart => true }
