include murano::keystone::auth
