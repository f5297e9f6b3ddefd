keystone_domain { 'example': enabled => 'yes' }
