class { 'galera':
  galera_servers     => ['10.0.99.101', '10.0.99.102'],
  galera_master      => 'playground.example.com',
  local_ip           => '10.0.99.101',
  bind_address       => '10.0.99.101',
  vendor_type        => 'mariadb',
  configure_firewall => false,
  configure_repo     => false,
  status_password    => 'st4tus',
}
