include glance::keystone::auth
