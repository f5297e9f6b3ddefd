class { 'etcddiscovery':
  prefix_url => 'https://discovery.example.com',
  enabled    => false,
}
etcddiscovery_config { 'server/extra': value => 'x', secret => true }
etcddiscovery_config { 'server/gone': ensure => absent }
