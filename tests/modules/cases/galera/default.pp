class { 'galera':
  galera_servers => ['10.0.99.101', '10.0.99.102'],
  galera_master  => 'control1.example.com',
  local_ip       => '10.0.99.101',
  bind_address   => '10.0.99.101',
  root_password  => 'pa$$w0rd',
  status_password => 'pa$$w0rd',
}
