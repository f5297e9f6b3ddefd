class { 'congress::keystone::authtoken':
  password => 'congress_pass',
}
include congress
include congress::server
