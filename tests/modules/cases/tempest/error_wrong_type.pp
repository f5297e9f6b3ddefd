class { 'tempest::config': tempest_config => 'debug' }
