# mysql's server with the MySQL Enterprise backup.
class { 'mysql::server': root_password => 'secret' }
class { 'mysql::server::backup':
  backupuser     => 'backup',
  backuppassword => 'backupsecret',
  backupdir      => '/var/backups/mysql',
  provider       => 'mysqlbackup',
}
