swift_config { 'swift-hash/swift_hash_path_suffix':
  value  => 'secrete',
  secret => true,
}
swift_proxy_config { 'DEFAULT/bind_port':
  value => 8080,
}
swift_account_config { 'DEFAULT/workers':
  value => 2,
}
swift_container_config { 'container-sharder/auto_shard':
  ensure => absent,
}
swift_object_config { 'object-replicator/concurrency':
  value => 4,
}
swift_storage_policy { '0':
  policy_name => 'gold',
  aliases     => 'yellow, orange',
  policy_type => 'replication',
  default     => 'true',
}
ring_account_device { '10.0.0.21:6002/sdb':
  zone   => 1,
  weight => 100,
}
ring_container_device { '10.0.0.21:6001/sdb':
  zone   => 1,
  weight => 100,
  meta   => 'ssd',
}
ring_object_device { '10.0.0.21:6000/sdb':
  zone   => 1,
  weight => 100,
}
swift_proxy_uwsgi_config { 'uwsgi/processes':
  value => 4,
}
