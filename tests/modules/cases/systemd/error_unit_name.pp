systemd::unit_file { 'foo': content => 'x' }
