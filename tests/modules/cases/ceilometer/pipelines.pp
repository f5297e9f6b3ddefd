class { 'ceilometer':
  telemetry_secret => 'darksecret',
}
class { 'ceilometer::agent::service_credentials':
  password => 'secret',
}
class { 'ceilometer::agent::polling':
  manage_polling   => true,
  polling_interval => 300,
  compute_namespace => false,
}
class { 'ceilometer::agent::polling::rgw':
  access_key => 'access',
  secret_key => 'secret',
}
class { 'ceilometer::agent::polling::service_types':
  glance => 'image',
}
class { 'ceilometer::agent::notification':
  manage_pipeline           => true,
  pipeline_publishers       => ['gnocchi://', 'prometheus://10.0.0.1:9091/metrics/job/ceilometer'],
  manage_event_pipeline     => true,
  event_pipeline_config     => {
    'sources' => [{ 'name' => 'event_source', 'events' => ['*'], 'sinks' => ['event_sink'] }],
    'sinks'   => [{ 'name' => 'event_sink', 'publishers' => ['gnocchi://'] }],
  },
}
