systemd::unit_file { 'foo.service': content => 'x', enable => 'yes' }
