File { mode => '0644' }
file { '/tmp/a': mode => undef }
notice(File['/tmp/a']['mode'])
