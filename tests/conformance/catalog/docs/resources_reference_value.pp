# lang_data_resource_reference: a reference to a declared resource
file { '/etc/ntp.conf':
  ensure => file,
  mode   => '0644',
}
$ref = File['/etc/ntp.conf']
notice($ref)
notice(File['/etc/ntp.conf']['mode'])
