cron { 'poll': command => '/usr/local/bin/poll', minute => [0, 30, 60] }
