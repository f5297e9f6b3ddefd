file { default: ensure => file, mode => '0600'; '/tmp/d1': ; '/tmp/d2': mode => '0644' }
notice(File['/tmp/d1']['mode'])
notice(File['/tmp/d2']['mode'])
