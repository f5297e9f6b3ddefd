class { 'glance::api::authtoken': password => 'x' }
class { 'glance::api':
  enabled_backends => ['local:file'],
  default_backend  => 'remote',
}
