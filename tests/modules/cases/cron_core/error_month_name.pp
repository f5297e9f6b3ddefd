cron { 'report': command => '/usr/local/bin/report', month => 'Janu' }
