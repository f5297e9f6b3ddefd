include octavia::keystone::auth
