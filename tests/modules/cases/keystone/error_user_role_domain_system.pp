keystone_user_role { 'admin@::::all': domain => 'Default', roles => ['admin'] }
