include manila::keystone::auth
