# saz-ssh's server and client with options and a match block.
class { 'ssh':
  server_options => {
    'PasswordAuthentication' => 'no',
    'PermitRootLogin'        => 'no',
    'Port'                   => [22, 2222],
    'AllowGroups'            => ['admins', 'users'],
    'Match User www-data'    => { 'ChrootDirectory' => '/var/www', 'ForceCommand' => 'internal-sftp' },
  },
  client_options => {
    'Host *.example.com' => { 'User' => 'deploy', 'ForwardAgent' => 'yes' },
    'ServerAliveInterval' => 60,
    'SendEnv'             => ['LANG', 'LC_*'],
  },
  storeconfigs_enabled => false,
}
ssh::server::match_block { 'sftp':
  type    => 'Group',
  options => { 'ChrootDirectory' => '/srv/sftp', 'X11Forwarding' => 'no', 'AllowTcpForwarding' => 'no' },
}
