# mysql's server with the xtrabackup backup.
class { 'mysql::server': root_password => 'secret' }
class { 'mysql::server::backup':
  backupuser     => 'backup',
  backuppassword => 'backupsecret',
  backupdir      => '/var/backups/mysql',
  provider       => 'xtrabackup',
  backupdatabases => ['db1', 'db2'],
  optional_args  => ['--compress'],
}
