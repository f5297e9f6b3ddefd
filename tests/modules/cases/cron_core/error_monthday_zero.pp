cron { 'report': command => '/usr/local/bin/report', month => 'dec', monthday => '0' }
