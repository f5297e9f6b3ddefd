ceilometer_rootwrap_config { 'filters_path': value => 'x' }
