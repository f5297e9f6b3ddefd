# template: postgresql/templates/systemd-override.erb
# variables: as the reference renders it for Class[Postgresql::Server::Config] when it compiles tests/erb/exercise/postgresql_redhat.pp
$operatingsystem = 'RedHat'
$osfamily = 'RedHat'
class postgresql::server::config {
  $datadir = '/var/lib/pgsql/9.6/data'
  $extra_systemd_config = ''
  $group = 'postgres'
  $ip_mask_allow_all_users = '127.0.0.1/32'
  $ip_mask_deny_postgres_user = '0.0.0.0/0'
  $ipv4acls = []
  $ipv6acls = []
  $listen_addresses = undef
  $local_auth_option = undef
  $log_line_prefix = undef
  $logdir = undef
  $manage_pg_hba_conf = true
  $manage_pg_ident_conf = true
  $manage_recovery_conf = false
  $password_encryption = undef
  $pg_hba_conf_defaults = true
  $pg_hba_conf_path = '/var/lib/pgsql/9.6/data/pg_hba.conf'
  $pg_ident_conf_path = '/var/lib/pgsql/9.6/data/pg_ident.conf'
  $port = 5433
  $postgresql_conf_path = '/var/lib/pgsql/9.6/data/postgresql.conf'
  $recovery_conf_path = '/var/lib/pgsql/9.6/data/recovery.conf'
  $service_name = 'postgresql-9.6'
  $timezone = undef
  $user = 'postgres'
  $version = '9.6'
  $erb_result = inline_template($erb_template)
  notice($erb_result)
  notice("length: ${erb_result.length}")
}
include postgresql::server::config
