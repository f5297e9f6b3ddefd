class { 'magnum::keystone::authtoken': password => 'x' }
include magnum
class { 'magnum::api': enabled_ssl => true }
