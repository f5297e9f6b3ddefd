cron { 'nightly': command => '/usr/local/bin/nightly', hour => true }
