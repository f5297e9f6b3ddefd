ceilometer_config { 'DEFAULT/debug': value => ['a', "b\tc", "d\ne"] }
