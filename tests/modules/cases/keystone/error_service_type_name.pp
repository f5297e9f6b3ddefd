keystone_service { 'x': name => 'glance' }
