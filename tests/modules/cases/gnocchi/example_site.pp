# the example of the package's documentation (examples/site.pp), whose gnocchi::api
# parameters the module no longer has
class { 'gnocchi::keystone::auth':
  admin_url    => 'http://10.0.0.1:8041',
  internal_url => 'http://10.0.0.1:8041',
  public_url   => 'http://10.0.0.1:8041',
  password     => 'verysecrete',
  region       => 'OpenStack'
}

class { 'gnocchi':
  database_connection => 'mysql+pymysql://gnocchi:secrete@10.0.0.1/gnocchi?charset=utf8',
}

class { 'gnocchi::api':
  bind_host         => '10.0.0.1',
  identity_uri      => 'https://identity.openstack.org:5000',
  keystone_password => 'verysecrete'
}
