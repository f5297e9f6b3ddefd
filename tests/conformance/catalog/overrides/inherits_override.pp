class base {
  file { '/etc/base.conf': ensure => file, mode => '0644' }
  notify { 'base-notify': message => 'base' }
}
class base::special inherits base {
  File['/etc/base.conf'] { mode => '0600', owner => 'root' }
  Notify['base-notify'] { message => 'special' }
}
include base::special
notice(File['/etc/base.conf']['mode'])
