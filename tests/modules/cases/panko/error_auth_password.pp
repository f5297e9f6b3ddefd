include panko::keystone::auth
