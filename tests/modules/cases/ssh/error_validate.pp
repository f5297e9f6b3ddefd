class { 'ssh::server': options => 'PermitRootLogin no' }
