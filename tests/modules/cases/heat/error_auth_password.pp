include heat::keystone::auth
