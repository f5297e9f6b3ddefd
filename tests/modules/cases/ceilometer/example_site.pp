# the example of the package's documentation (examples/site.pp): ceilometer::agent::auth is
# no class of the module any more
node default {
  Exec {
    path => ['/usr/bin', '/bin', '/usr/sbin', '/sbin']
  }
  class { 'mysql::server': }
  class { 'ceilometer::db::mysql':
    password => 'ceilometer',
  }
  class { 'ceilometer':
    telemetry_secret => 'darksecret'
  }
  class { 'ceilometer::db':
  }
  class { 'ceilometer::agent::auth':
    auth_url      => 'http://localhost:5000/v3',
    auth_password => 'tralalerotralala'
  }
  class { 'ceilometer::agent::polling':
    central_namespace => true,
    compute_namespace => true,
    ipmi_namespace    => false,
  }
  class { 'ceilometer::agent::notification':
  }
}
