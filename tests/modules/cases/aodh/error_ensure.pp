aodh_config { 'DEFAULT/debug': value => true, ensure => 'latest' }
