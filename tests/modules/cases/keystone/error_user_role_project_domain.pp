keystone_user_role { 'admin@::Default': project => 'admin', roles => ['admin'] }
