# template: mysql/templates/my.cnf.pass.erb
# variables: as the reference renders it for Class[Mysql::Server::Root_password] when it compiles tests/erb/exercise/mysql_xtrabackup.pp
class mysql::server {
  $root_password = 'secret'
}
class mysql::server::root_password {
  $login_file = undef
  $options = {'client' => {'port' => '3306', 'socket' => '/var/run/mysqld/mysqld.sock'}, 'mysqld_safe' => {'nice' => '0', 'log-error' => '/var/log/mysql/error.log', 'socket' => '/var/run/mysqld/mysqld.sock'}, 'mysqld-5.0' => {'myisam-recover' => 'BACKUP'}, 'mysqld-5.1' => {'myisam-recover' => 'BACKUP'}, 'mysqld-5.5' => {'myisam-recover' => 'BACKUP', 'query_cache_limit' => '1M', 'query_cache_size' => '16M'}, 'mysqld-5.6' => {'myisam-recover-options' => 'BACKUP', 'query_cache_limit' => '1M', 'query_cache_size' => '16M'}, 'mysqld-5.7' => {'myisam-recover-options' => 'BACKUP', 'query_cache_limit' => '1M', 'query_cache_size' => '16M'}, 'mysqld' => {'basedir' => '/usr', 'bind-address' => '127.0.0.1', 'datadir' => '/var/lib/mysql', 'expire_logs_days' => '10', 'key_buffer_size' => '16M', 'log-error' => '/var/log/mysql/error.log', 'max_allowed_packet' => '16M', 'max_binlog_size' => '100M', 'max_connections' => '151', 'pid-file' => '/var/run/mysqld/mysqld.pid', 'port' => '3306', 'skip-external-locking' => true, 'socket' => '/var/run/mysqld/mysqld.sock', 'ssl' => false, 'ssl-ca' => '/etc/mysql/cacert.pem', 'ssl-cert' => '/etc/mysql/server-cert.pem', 'ssl-key' => '/etc/mysql/server-key.pem', 'ssl-disable' => false, 'thread_cache_size' => '8', 'thread_stack' => '256K', 'tmpdir' => '/tmp', 'user' => 'mysql'}, 'mysqldump' => {'max_allowed_packet' => '16M', 'quick' => true, 'quote-names' => true}, 'isamchk' => {'key_buffer_size' => '16M'}}
  $rm_pass_cmd = 'mysqladmin -u root --password=$(grep -o \'[^ ]\\+$\' /.mysql_secret) password \'\' && rm -f /.mysql_secret'
  $secret_file = '/.mysql_secret'
  $erb_result = inline_template($erb_template)
  notice($erb_result)
  notice("length: ${erb_result.length}")
}
include mysql::server
include mysql::server::root_password
