include barbican::keystone::auth
