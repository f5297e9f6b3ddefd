# mysql's server with options and a root password, and its mysqldump backup.
class { 'mysql::server':
  root_password           => 'secret',
  remove_default_accounts => true,
  override_options        => {
    'mysqld' => { 'bind-address' => '0.0.0.0', 'max_connections' => 500, 'skip-name-resolve' => true,
                  'ssl-disable' => false, 'replicate-do-db' => ['db1', 'db2'] },
    'client' => { 'default-character-set' => 'utf8mb4' },
  },
}
class { 'mysql::server::backup':
  backupuser        => 'backup',
  backuppassword    => 'backupsecret',
  backupdir         => '/var/backups/mysql',
  provider          => 'mysqldump',
  backupcompress    => true,
  backuprotate      => 7,
  file_per_database => true,
  include_triggers  => true,
  include_routines  => true,
  prescript         => ['echo pre'],
  postscript        => ['echo post'],
}
