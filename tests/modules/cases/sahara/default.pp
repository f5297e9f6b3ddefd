class { 'sahara::keystone::authtoken':
  password => 'sahara_pass',
}
include sahara
include sahara::service::api
include sahara::service::engine
