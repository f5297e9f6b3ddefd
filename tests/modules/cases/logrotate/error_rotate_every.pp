logrotate::rule { 'x': path => '/var/log/x', rotate_every => 'fortnight' }
