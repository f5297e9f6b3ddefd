File { owner => 'root', mode => '0644' }
class web {
  File { mode => '0600' }
  file { '/etc/web.conf': ensure => file }
  notice(File['/etc/web.conf']['mode'])
  notice(File['/etc/web.conf']['owner'])
}
include web
file { '/etc/top': ensure => file }
notice(File['/etc/top']['mode'])
