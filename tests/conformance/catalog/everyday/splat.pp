$opts = { 'ensure' => 'file', 'mode' => '0600', 'owner' => 'root' }
file { '/etc/secret': * => $opts, content => 'x' }
notice(File['/etc/secret']['mode'])
