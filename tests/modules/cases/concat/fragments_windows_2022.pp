concat { '/etc/motd':
  ensure => present,
  owner  => 'root',
  group  => 'root',
  mode   => '0644',
}
concat::fragment { 'motd_header':
  target  => '/etc/motd',
  content => "Welcome\n",
  order   => '01',
}
concat::fragment { 'motd_local':
  target => '/etc/motd',
  source => '/etc/motd.local',
  order  => '15',
}
