Cron { user => 'root' }
notice('x')
