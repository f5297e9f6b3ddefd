logrotate::rule { 'bad name': path => '/var/log/x' }
