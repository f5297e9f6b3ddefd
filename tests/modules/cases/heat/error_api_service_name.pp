class { 'heat::keystone::authtoken':
  password => 'heat_pass',
}
include heat
class { 'heat::api': service_name => 'nginx' }
