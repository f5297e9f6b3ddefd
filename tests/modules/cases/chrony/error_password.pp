class { 'chrony': config_keys_manage => false, chrony_password => 'secret' }
