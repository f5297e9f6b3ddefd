file { '/etc/motd': content => 'hi', alias => 'motd' }
File['motd'] { mode => '0644' }
notice(File['/etc/motd']['mode'])
