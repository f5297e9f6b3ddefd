keystone_user_role { 'admin::dom@::::all': roles => ['admin'] }
keystone_user_role { 'admin@::::all': project => undef, roles => ['admin'] }
keystone_user_role { 'demo@::Default': roles => ['member'] }
keystone_user_role { 'demo@demo': roles => ['member'] }
