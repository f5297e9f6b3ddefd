include nova::keystone::authtoken
