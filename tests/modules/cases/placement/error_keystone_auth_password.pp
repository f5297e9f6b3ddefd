include placement::keystone::auth
