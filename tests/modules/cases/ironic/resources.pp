ironic_config { 'DEFAULT/debug':
  value => true,
}
ironic_config { 'database/connection':
  value  => 'mysql+pymysql://ironic:secret@localhost/ironic',
  secret => true,
}
ironic_config { 'neutron/cleaning_network':
  value        => 'provisioning',
  transform_to => 'net_uuid',
}
ironic_config { 'DEFAULT/obsolete':
  ensure => absent,
}
ironic_inspector_config { 'DEFAULT/listen_address':
  value => '0.0.0.0',
}
ironic_inspector_config { 'processing/processing_hooks':
  value => ['$default_processing_hooks', 'extra_hardware'],
}
resources { 'ironic_config':
  purge => true,
}
