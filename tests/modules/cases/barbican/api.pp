include barbican
class { 'barbican::keystone::authtoken':
  password => 'barbican_pass',
}
include barbican::api
