keystone_domain { 'example': id => 'abc' }
