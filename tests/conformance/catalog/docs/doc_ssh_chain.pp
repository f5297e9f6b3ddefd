package { 'openssh-server':
  ensure => present,
}
file { '/etc/ssh/sshd_config':
  ensure => file,
  mode   => '0600',
  source => 'puppet:///modules/sshd/sshd_config',
}
service { 'sshd':
  ensure => running,
  enable => true,
}
Package['openssh-server'] -> File['/etc/ssh/sshd_config'] ~> Service['sshd']
