cron { 'twice': command => '/usr/local/bin/twice', hour => '2,3' }
