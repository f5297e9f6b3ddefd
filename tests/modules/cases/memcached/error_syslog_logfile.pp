class { 'memcached': syslog => true, logfile => '/var/log/memcached.log' }
