cron { 'weekly': command => '/usr/local/bin/weekly', weekday => true }
