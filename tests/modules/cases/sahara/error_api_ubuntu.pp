class { 'sahara::keystone::authtoken': password => 'x' }
include sahara
include sahara::service::api
