file { ['/etc/a.conf', '/etc/b.conf']: ensure => file }
service { 'app':
  ensure    => running,
  subscribe => [File['/etc/a.conf'], File['/etc/b.conf']],
}
exec { '/bin/reload':
  refreshonly => true,
  subscribe   => Service['app'],
}
