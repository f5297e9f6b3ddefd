keystone_user_role { 'admin@admin': domain => 'Default', roles => ['admin'] }
