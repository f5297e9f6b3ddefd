include aodh::keystone::auth
