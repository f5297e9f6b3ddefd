package { 'curl': ensure => '7.0' }
ensure_packages(['curl'])
