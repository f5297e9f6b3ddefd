class { 'swift':
  swift_hash_path_suffix => 'secrete',
}
class { 'swift::storage':
  storage_local_net_ip => '10.0.0.21',
}
class { 'swift::storage::account':
  service_provider => 'swiftinit',
}
class { 'swift::storage::container':
  service_provider => 'swiftinit',
}
class { 'swift::storage::object':
  service_provider => 'swiftinit',
}
