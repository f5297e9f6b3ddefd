include openstack_extras::auth_file
