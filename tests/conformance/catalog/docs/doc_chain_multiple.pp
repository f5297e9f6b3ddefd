package { 'openssh-server':
  ensure => present,
} # and then:
-> file { '/etc/ssh/sshd_config':
  ensure => file,
  mode   => '0600',
} # and then:
~> service { 'sshd':
  ensure => running,
  enable => true,
}
notice('chained')
