class { 'rsync::server': use_xinetd => false, motd_file => '/etc/rsync-motd' }
rsync::server::module { 'repo':
  path            => '/srv/repo',
  comment         => 'The repository',
  read_only       => 'yes',
  max_connections => 5,
  auth_users      => ['alice', 'bob'],
  hosts_allow     => ['10.0.0.0/8'],
  secrets_file    => '/etc/rsyncd.secrets',
}
