include gnocchi::keystone::auth
