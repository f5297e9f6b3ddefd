class { 'ironic': enabled => 'yes', no_such => 1 }
