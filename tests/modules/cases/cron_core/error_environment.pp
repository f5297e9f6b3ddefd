cron { 'mail': command => '/usr/local/bin/mail', special => 'absent', hour => 2, environment => 'MAILTO' }
