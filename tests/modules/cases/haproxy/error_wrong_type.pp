class { 'haproxy': service_ensure => 'sideways' }
