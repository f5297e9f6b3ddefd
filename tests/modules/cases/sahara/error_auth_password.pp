include sahara::keystone::auth
