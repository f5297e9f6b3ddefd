class { 'mcollective':
  connector        => 'rabbitmq',
  middleware_hosts => ['rabbit.example.com'],
  middleware_ssl   => false,
}
