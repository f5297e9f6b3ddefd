include designate::keystone::authtoken
