$h = { 'ensure' => 'file', 'mode' => '0644' }
file { '/tmp/s': * => $h, owner => 'root' }
notice(File['/tmp/s'])
notice(File['/tmp/s']['mode'])
