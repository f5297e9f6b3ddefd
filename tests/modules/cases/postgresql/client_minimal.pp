class { 'postgresql::globals': version => '15' }
include postgresql::client
include postgresql::lib::devel
