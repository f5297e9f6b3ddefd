class { 'postgresql::server': }
