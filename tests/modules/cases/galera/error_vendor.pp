class { 'galera':
  galera_servers => ['10.0.99.101'],
  local_ip       => '10.0.99.101',
  vendor_type    => 'oracle',
}
