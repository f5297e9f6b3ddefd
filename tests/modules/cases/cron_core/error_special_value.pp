cron { 'rotate': command => '/usr/sbin/logrotate /etc/logrotate.conf', special => 'sometimes' }
