class { 'sahara': use_ssl => true }
