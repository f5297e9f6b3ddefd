class { 'powerdns': version => '4' }
