class { 'mistral::keystone::authtoken':
  password => 'mistral_pass',
}
include mistral
include mistral::api
