keystone_role { ' ': }
