file { '/etc/ssh/sshd_config':
  ensure => file,
  alias  => 'sshdconfig',
}
service { 'sshd':
  ensure  => running,
  require => File['sshdconfig'],
}
notice(File['sshdconfig']['ensure'])
