# template: postgresql/templates/pg_hba_rule.conf
# variables: as the reference renders it for Postgresql::Server::Pg_hba_rule[allow localhost TCP access to postgresql user] when it compiles tests/erb/exercise/postgresql.pp
define postgresql::server::pg_hba_rule {
  $_order = '003'
  $address = '127.0.0.1/32'
  $allowed_auth_methods = ['trust', 'reject', 'scram-sha-256', 'md5', 'password', 'gss', 'sspi', 'krb5', 'ident', 'peer', 'ldap', 'radius', 'cert', 'pam', 'crypt', 'bsd']
  $auth_method = 'md5'
  $auth_option = undef
  $database = 'all'
  $description = 'none'
  $fragname = 'pg_hba_rule_allow localhost TCP access to postgresql user'
  $manage_pg_hba_conf = true
  $order = 3
  $postgresql_version = '15'
  $target = '/etc/postgresql/15/main/pg_hba.conf'
  $type = 'host'
  $user = 'postgres'
  $erb_result = inline_template($erb_template)
  notice($erb_result)
  notice("length: ${erb_result.length}")
}
postgresql::server::pg_hba_rule { 'allow localhost TCP access to postgresql user': }
