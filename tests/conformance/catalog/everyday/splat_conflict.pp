$opts = { 'ensure' => 'file', 'mode' => '0600' }
file { '/etc/secret': * => $opts, mode => '0644' }
notice(File['/etc/secret']['mode'])
