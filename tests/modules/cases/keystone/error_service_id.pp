keystone_service { 'glance::image': id => 'x' }
