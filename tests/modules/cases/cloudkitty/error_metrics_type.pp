class { 'cloudkitty': metrics_config => 'cpu' }
