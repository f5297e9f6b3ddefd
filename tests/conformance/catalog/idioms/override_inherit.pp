class base { file { '/x': ensure => file, mode => '0644' } }
class child inherits base { File['/x'] { mode => '0600', owner => 'root' } }
include child
notice(File['/x']['mode'])
notice(File['/x']['owner'])
