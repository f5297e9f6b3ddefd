tempest_config { 'DEFAULT/debug': value => true, path => 'etc/tempest.conf' }
