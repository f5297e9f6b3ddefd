File { ensure => file, mode => '0644' }
file { '/tmp/a': ensure => undef }
file { '/tmp/b': mode => undef }
notice(File['/tmp/a']['ensure'])
notice(File['/tmp/b']['mode'])
