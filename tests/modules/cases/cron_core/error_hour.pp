cron { 'backup': command => '/usr/local/bin/backup', hour => 24 }
