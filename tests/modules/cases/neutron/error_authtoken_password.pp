include neutron::keystone::authtoken
