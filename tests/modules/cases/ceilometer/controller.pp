# the example of the package's documentation (examples/site.pp) with the service credentials
# class that replaced ceilometer::agent::auth
Exec {
  path => ['/usr/bin', '/bin', '/usr/sbin', '/sbin']
}
class { 'mysql::server': }
class { 'ceilometer::db::mysql':
  password => 'ceilometer',
}
class { 'ceilometer':
  telemetry_secret => 'darksecret',
}
class { 'ceilometer::db': }
class { 'ceilometer::agent::service_credentials':
  auth_url => 'http://localhost:5000/v3',
  password => 'tralalerotralala',
}
class { 'ceilometer::agent::polling':
  central_namespace => true,
  compute_namespace => true,
  ipmi_namespace    => false,
}
class { 'ceilometer::agent::notification': }
class { 'ceilometer::logging':
  debug => true,
}
class { 'ceilometer::keystone::auth':
  password => 'ceilometer_pass',
}
class { 'ceilometer::coordination':
  backend_url => 'redis://10.0.0.1:6379',
}
class { 'ceilometer::cache':
  backend          => 'dogpile.cache.memcached',
  memcache_servers => ['10.0.0.11:11211'],
}
