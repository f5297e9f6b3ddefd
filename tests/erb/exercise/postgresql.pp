# postgresql's server on Debian 12, with recovery settings.
class { 'postgresql::globals':
  version               => '15',
  manage_package_repo   => false,
  manage_recovery_conf  => true,
}
class { 'postgresql::server':
  listen_addresses => '*',
  port             => 5433,
}
postgresql::server::recovery { 'recovery':
  restore_command          => 'cp /mnt/server/archivedir/%f %p',
  archive_cleanup_command  => 'pg_archivecleanup /mnt/server/archivedir %r',
  recovery_target_timeline => 'latest',
  standby_mode             => 'on',
  primary_conninfo         => 'host=192.0.2.1 port=5432 user=replicator',
  primary_slot_name        => 'slot1',
  trigger_file             => '/tmp/trigger',
  recovery_min_apply_delay => 3600,
}
