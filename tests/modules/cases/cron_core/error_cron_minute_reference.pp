cron { 'a': command => '/bin/true', minute => File['/tmp/b'] }
