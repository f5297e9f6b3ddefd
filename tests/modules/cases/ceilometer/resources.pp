ceilometer_config { 'DEFAULT/debug':
  value => true,
}
ceilometer_config { 'publisher/telemetry_secret':
  value  => 'darksecret',
  secret => true,
}
ceilometer_config { 'DEFAULT/obsolete':
  ensure => absent,
}
ceilometer_config { 'oslo_messaging_notifications/topics':
  value => ['notifications', 'alerts'],
}
ceilometer_rootwrap_config { 'DEFAULT/filters_path':
  value => '/etc/ceilometer/rootwrap.d',
}
resources { 'ceilometer_config':
  purge => true,
}
