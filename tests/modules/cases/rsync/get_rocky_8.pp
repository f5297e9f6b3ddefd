rsync::get { '/foo':
  source  => 'rsync://rsync.example.com/repo/foo/',
}
rsync::get { '/bar':
  source  => 'rsync://rsync.example.com/repo/bar/',
  user    => 'deploy',
  purge   => true,
  exclude => ['.git', '*.tmp'],
  include => 'keep',
  timeout => 300,
  chown   => 'www-data:www-data',
}
rsync::put { 'backup.example.com:/srv/backup':
  source  => '/var/backups/',
  user    => 'backup',
  keyfile => '/root/.ssh/backup',
}
