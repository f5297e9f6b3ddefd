keystone_role { 'admin': ensure => 'created' }
