class { 'gitolite':
  user             => 'git',
  userhome         => '/srv/git',
  admin_key        => 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIKey admin@example.com',
  packages         => ['gitolite3'],
  site_info        => true,
}
gitolite::repo { 'project':
  comments    => 'The project',
  description => 'Our project',
  rules       => { 'RW+' => ['@developers'], 'R' => ['@all'] },
  groups      => ['projects'],
}
gitolite::user { 'alice':
  keys   => ['ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIAlice alice@example.com'],
  groups => ['developers'],
}
