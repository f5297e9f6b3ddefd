openstacklib::clouds { '/root/clouds.yaml':
  username => 'admin',
}
