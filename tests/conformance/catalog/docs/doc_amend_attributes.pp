file { '/etc/first.conf':
  ensure => file,
  mode   => '0644',
}
File['/etc/first.conf'] {
  owner => 'root',
}
notice(File['/etc/first.conf'][owner])
