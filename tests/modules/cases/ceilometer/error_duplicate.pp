ceilometer_config { 'DEFAULT/debug': value => true }
ceilometer_config { 'DEFAULT/debug': value => false }
