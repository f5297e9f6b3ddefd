class { 'ssh':
  storeconfigs_enabled => false,
  server_options       => { 'Port' => 2222 },
  users_client_options => { 'bob' => { 'options' => { 'Host *' => { 'User' => 'bob' } } } },
}
