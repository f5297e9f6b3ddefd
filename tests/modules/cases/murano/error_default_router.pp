class { 'murano::keystone::authtoken': password => 'x' }
include murano
