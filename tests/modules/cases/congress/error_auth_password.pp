include congress::keystone::auth
