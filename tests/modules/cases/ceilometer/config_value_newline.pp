ceilometer_config { 'DEFAULT/debug': value => "a\nb" }
