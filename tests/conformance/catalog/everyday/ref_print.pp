file { '/etc/motd': ensure => file, content => 'hi', mode => '0644' }
notice(File['/etc/motd'])
notice(File['/etc/motd']['mode'])
$r = File['/etc/motd']
notice("ref is ${r}")
notice($r['content'])
notice(Class['main'])
class a::b {}
include a::b
notice(Class['a::b'])
notice([File['/etc/motd'], Notify['x']])
