class { 'manila': use_ssl => true }
