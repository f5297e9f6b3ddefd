oslo::messaging::rabbit { 'keystone_config':
  kombu_compression => 'zip',
}
