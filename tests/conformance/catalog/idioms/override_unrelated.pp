class base { file { '/x': ensure => file, mode => '0644' } }
class other { File['/x'] { mode => '0600' } }
include base
include other
notice('printed')
