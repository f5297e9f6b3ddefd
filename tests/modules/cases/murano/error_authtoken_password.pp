include murano::keystone::authtoken
