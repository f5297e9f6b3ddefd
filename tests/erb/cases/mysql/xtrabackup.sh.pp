# template: mysql/templates/xtrabackup.sh.erb
# variables: as the reference renders it for Class[Mysql::Backup::Xtrabackup] when it compiles tests/erb/exercise/mysql_xtrabackup.pp
$kernel = 'Linux'
class mysql::backup::xtrabackup {
  $additional_cron_args = '--backup'
  $backupcompress = true
  $backupdatabases = ['db1', 'db2']
  $backupdir = '/var/backups/mysql'
  $backupdirgroup = 'root'
  $backupdirmode = '0700'
  $backupdirowner = 'root'
  $backupmethod = 'xtrabackup'
  $backuppassword = 'backupsecret'
  $backuprotate = 30
  $backupuser = 'backup'
  $basedir = '/usr'
  $bindings_enable = false
  $client_dev_package_ensure = 'present'
  $client_dev_package_name = 'libmariadb-dev'
  $client_package_ensure = 'present'
  $client_package_manage = true
  $client_package_name = 'mariadb-client'
  $config_file = '/etc/mysql/my.cnf'
  $create_root_login_file = false
  $create_root_my_cnf = true
  $create_root_user = true
  $daemon_dev_package_ensure = 'present'
  $daemon_dev_package_name = 'libmariadbd-dev'
  $datadir = '/var/lib/mysql'
  $default_options = {'client' => {'port' => '3306', 'socket' => '/var/run/mysqld/mysqld.sock'}, 'mysqld_safe' => {'nice' => '0', 'log-error' => '/var/log/mysql/error.log', 'socket' => '/var/run/mysqld/mysqld.sock'}, 'mysqld-5.0' => {'myisam-recover' => 'BACKUP'}, 'mysqld-5.1' => {'myisam-recover' => 'BACKUP'}, 'mysqld-5.5' => {'myisam-recover' => 'BACKUP', 'query_cache_limit' => '1M', 'query_cache_size' => '16M'}, 'mysqld-5.6' => {'myisam-recover-options' => 'BACKUP', 'query_cache_limit' => '1M', 'query_cache_size' => '16M'}, 'mysqld-5.7' => {'myisam-recover-options' => 'BACKUP', 'query_cache_limit' => '1M', 'query_cache_size' => '16M'}, 'mysqld' => {'basedir' => '/usr', 'bind-address' => '127.0.0.1', 'datadir' => '/var/lib/mysql', 'expire_logs_days' => '10', 'key_buffer_size' => '16M', 'log-error' => '/var/log/mysql/error.log', 'max_allowed_packet' => '16M', 'max_binlog_size' => '100M', 'max_connections' => '151', 'pid-file' => '/var/run/mysqld/mysqld.pid', 'port' => '3306', 'skip-external-locking' => true, 'socket' => '/var/run/mysqld/mysqld.sock', 'ssl' => false, 'ssl-ca' => '/etc/mysql/cacert.pem', 'ssl-cert' => '/etc/mysql/server-cert.pem', 'ssl-key' => '/etc/mysql/server-key.pem', 'ssl-disable' => false, 'thread_cache_size' => '8', 'thread_stack' => '256K', 'tmpdir' => '/tmp', 'user' => 'mysql'}, 'mysqldump' => {'max_allowed_packet' => '16M', 'quick' => true, 'quote-names' => true}, 'isamchk' => {'key_buffer_size' => '16M'}}
  $delete_before_dump = false
  $ensure = 'present'
  $exec_path = ''
  $execpath = '/usr/bin:/usr/sbin:/bin:/sbin'
  $file_per_database = false
  $ignore_events = true
  $include_routines = false
  $include_triggers = false
  $includedir = '/etc/mysql/conf.d'
  $install_secret_file = '/.mysql_secret'
  $java_package_ensure = 'present'
  $java_package_name = 'libmysql-java'
  $log_error = '/var/log/mysql/error.log'
  $manage_config_file = true
  $maxallowedpacket = '1M'
  $mysql_group = 'adm'
  $optional_args = ['--compress']
  $perl_package_ensure = 'present'
  $perl_package_name = 'libdbd-mysql-perl'
  $php_package_ensure = 'present'
  $php_package_name = 'php-mysql'
  $pidfile = '/var/run/mysqld/mysqld.pid'
  $postscript = false
  $prescript = false
  $provider = 'mariadb'
  $purge_conf_dir = false
  $python_package_ensure = 'present'
  $python_package_name = 'python3-mysqldb'
  $restart = false
  $root_group = 'root'
  $root_password = 'UNSET'
  $ruby_package_ensure = 'present'
  $ruby_package_name = 'libmysql-ruby'
  $server_package_ensure = 'present'
  $server_package_manage = true
  $server_package_name = 'mariadb-server'
  $server_service_enabled = true
  $server_service_manage = true
  $server_service_name = 'mariadb'
  $socket = '/var/run/mysqld/mysqld.sock'
  $ssl_ca = '/etc/mysql/cacert.pem'
  $ssl_cert = '/etc/mysql/server-cert.pem'
  $ssl_key = '/etc/mysql/server-key.pem'
  $time = ['23', '5']
  $tmpdir = '/tmp'
  $xtrabackup_package_name = 'percona-xtrabackup'
  $erb_result = inline_template($erb_template)
  notice($erb_result)
  notice("length: ${erb_result.length}")
}
include mysql::backup::xtrabackup
