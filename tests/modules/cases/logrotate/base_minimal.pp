include logrotate::base
logrotate::rule { 'hourly_app': path => '/var/log/app.log', rotate_every => 'hour', rotate => '24' }
