include cinder::keystone::authtoken
