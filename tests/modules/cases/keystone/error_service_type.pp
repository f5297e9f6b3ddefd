keystone_service { 'glance': ensure => present }
