# template: mysql/templates/meb.cnf.erb
# variables: as the reference renders it for Class[Mysql::Backup::Mysqlbackup] when it compiles tests/erb/exercise/mysql_mysqlbackup.pp
class mysql::backup::mysqlbackup {
  $backupcompress = true
  $backupdatabases = []
  $backupdir = '/var/backups/mysql'
  $backupdirgroup = 'root'
  $backupdirmode = '0700'
  $backupdirowner = 'root'
  $backupmethod = ''
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
  $default_options = {'mysqlbackup' => {'backup-dir' => '/var/backups/mysql', 'with-timestamp' => true, 'incremental_base' => 'history:last_backup', 'incremental_backup_dir' => '/var/backups/mysql', 'user' => 'backup', 'password' => 'backupsecret'}}
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
  $optional_args = []
  $options = {'mysqlbackup' => {'backup-dir' => '/var/backups/mysql', 'with-timestamp' => true, 'incremental_base' => 'history:last_backup', 'incremental_backup_dir' => '/var/backups/mysql', 'user' => 'backup', 'password' => 'backupsecret'}}
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
include mysql::backup::mysqlbackup
