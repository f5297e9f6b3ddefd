openstacklib::messaging::rabbitmq { 'nova':
  userid       => 'nova',
  password     => 'nova_pass',
  virtual_host => '/nova',
}
