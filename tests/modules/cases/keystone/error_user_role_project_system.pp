keystone_user_role { 'admin@admin': system => 'all', roles => ['admin'] }
