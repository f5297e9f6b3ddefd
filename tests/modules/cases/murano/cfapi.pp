class { 'murano::keystone::authtoken':
  password => 'murano_pass',
}
class { 'murano':
  use_neutron => false,
}
class { 'murano::db_cfapi':
  database_connection => 'mysql+pymysql://murano_cfapi:cfapi_pass@127.0.0.1/murano_cfapi',
}
class { 'murano::db::mysql_cfapi':
  password => 'cfapi_pass',
}
class { 'murano::keystone::cfapi_auth':
  password => 'cfapi_pass',
}
class { 'murano::logging_cfapi': }
class { 'murano::cfapi':
  tenant    => 'services',
  bind_host => '10.0.0.21',
}
