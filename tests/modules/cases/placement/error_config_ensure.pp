placement_config { 'DEFAULT/debug': ensure => latest }
