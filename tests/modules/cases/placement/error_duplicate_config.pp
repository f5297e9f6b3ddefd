include placement
placement_config { 'DEFAULT/state_path': value => '/srv/placement' }
