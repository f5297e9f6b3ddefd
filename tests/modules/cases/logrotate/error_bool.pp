logrotate::rule { 'x': path => '/var/log/x', compress => 'maybe' }
