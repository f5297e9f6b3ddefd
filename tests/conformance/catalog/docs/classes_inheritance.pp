# lang_classes: inheritance and overriding a resource of the parent
class ssh {
  file { '/etc/ssh/sshd_config':
    ensure => file,
    mode   => '0600',
  }
  service { 'sshd':
    ensure => running,
  }
}
class ssh::server inherits ssh {
  Service['sshd'] {
    enable => true,
  }
  File['/etc/ssh/sshd_config'] {
    mode => '0640',
  }
}
include ssh::server
