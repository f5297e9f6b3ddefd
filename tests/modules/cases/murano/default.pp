class { 'murano::keystone::authtoken':
  password => 'murano_pass',
}
class { 'murano':
  default_router => 'murano-router',
}
