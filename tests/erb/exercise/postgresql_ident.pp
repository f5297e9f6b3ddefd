# postgresql's server with pg_ident rules.
class { 'postgresql::globals': version => '15', manage_package_repo => false }
class { 'postgresql::server': }
postgresql::server::pg_ident_rule { 'thomas_is_postgres':
  map_name          => 'sslrepli',
  system_username   => 'thomas',
  database_username => 'postgres',
  description       => 'Map thomas to postgres',
}
