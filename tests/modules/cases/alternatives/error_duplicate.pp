alternative_entry { '/opt/a:/usr/bin/a': altname => 'a', priority => 1 }
alternative_entry { 'other': name => '/opt/a', altlink => '/usr/bin/a', altname => 'a', priority => 2 }
