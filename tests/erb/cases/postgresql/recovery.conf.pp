# template: postgresql/templates/recovery.conf.erb
# variables: as the reference renders it for Postgresql::Server::Recovery[recovery] when it compiles tests/erb/exercise/postgresql.pp
define postgresql::server::recovery {
  $archive_cleanup_command = 'pg_archivecleanup /mnt/server/archivedir %r'
  $pause_at_recovery_target = undef
  $primary_conninfo = 'host=192.0.2.1 port=5432 user=replicator'
  $primary_slot_name = 'slot1'
  $recovery_end_command = undef
  $recovery_min_apply_delay = 3600
  $recovery_target = undef
  $recovery_target_inclusive = undef
  $recovery_target_name = undef
  $recovery_target_time = undef
  $recovery_target_timeline = 'latest'
  $recovery_target_xid = undef
  $restore_command = 'cp /mnt/server/archivedir/%f %p'
  $standby_mode = 'on'
  $target = '/var/lib/postgresql/15/main/recovery.conf'
  $trigger_file = '/tmp/trigger'
  $erb_result = inline_template($erb_template)
  notice($erb_result)
  notice("length: ${erb_result.length}")
}
postgresql::server::recovery { 'recovery': }
