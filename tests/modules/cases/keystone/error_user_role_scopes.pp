keystone_user_role { 'admin@p': domain => 'd', system => 's', roles => ['admin'] }
