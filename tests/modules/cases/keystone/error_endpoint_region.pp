keystone_endpoint { 'keystone::identity': public_url => 'http://127.0.0.1:5000', internal_url => 'http://127.0.0.1:5000', admin_url => 'http://127.0.0.1:5000' }
