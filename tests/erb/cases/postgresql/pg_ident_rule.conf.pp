# template: postgresql/templates/pg_ident_rule.conf
# variables: as the reference renders it for Postgresql::Server::Pg_ident_rule[thomas_is_postgres] when it compiles tests/erb/exercise/postgresql_ident.pp
define postgresql::server::pg_ident_rule {
  $database_username = 'postgres'
  $description = 'Map thomas to postgres'
  $fragname = 'pg_ident_rule_thomas_is_postgres'
  $map_name = 'sslrepli'
  $order = '150'
  $system_username = 'thomas'
  $target = '/etc/postgresql/15/main/pg_ident.conf'
  $erb_result = inline_template($erb_template)
  notice($erb_result)
  notice("length: ${erb_result.length}")
}
postgresql::server::pg_ident_rule { 'thomas_is_postgres': }
