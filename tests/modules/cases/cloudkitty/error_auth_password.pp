include cloudkitty::keystone::auth
