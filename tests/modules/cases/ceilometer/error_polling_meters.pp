include ceilometer
class { 'ceilometer::agent::polling': manage_service => 'yes', polling_meters => 'cpu', manage_polling => true }
