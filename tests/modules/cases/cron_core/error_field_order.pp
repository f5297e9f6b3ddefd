cron { 'both': command => '/usr/local/bin/both', hour => 'x', minute => 'y' }
