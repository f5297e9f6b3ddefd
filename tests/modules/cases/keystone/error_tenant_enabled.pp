keystone_tenant { 'services': enabled => 'no', domain => 'Default' }
