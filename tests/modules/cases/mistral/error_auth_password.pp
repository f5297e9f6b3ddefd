include mistral::keystone::auth
