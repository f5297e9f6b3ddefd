class { 'glance::api::authtoken': password => 'x' }
class { 'glance::api':
  enabled_backends => ['local:file', 'other:nfs'],
  default_backend  => 'local',
}
