include magnum::keystone::auth
