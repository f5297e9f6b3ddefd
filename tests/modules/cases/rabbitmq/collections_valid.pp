# The value collections and validate blocks of bindings, parameters, permissions and policies,
# with valid values.
rabbitmq_binding { 'exchange@queue@/':
  destination_type => 'exchange',
  routing_key      => '',
  arguments        => { 'x-match' => 'all' },
}
rabbitmq_parameter { 'documentumShovel@/':
  component_name => 'shovel',
  value          => {
    'src-uri'    => 'amqp://',
    'src-queue'  => 'my-queue',
    'dest-uri'   => 'amqp://remote-server',
    'dest-queue' => 'another-queue',
    'ack-mode'   => 'on-confirm',
    'delete-after' => 'never',
    'prefetch-count' => '10',
    'add-forward-headers' => true,
  },
}
rabbitmq_parameter { 'gone@/': ensure => absent }
rabbitmq_user_permissions { 'dan@myvhost':
  configure_permission => '^(amq\.gen.*|dan\..*)$',
  read_permission      => '',
  write_permission     => ['.*', 'x'],
}
rabbitmq_policy { 'ha-nodes@myvhost':
  pattern    => '^ha\.',
  priority   => '1',
  applyto    => 'queues',
  definition => { 'ha-mode' => 'nodes', 'ha-params' => ['rabbit@a', 'rabbit@b'] },
}
rabbitmq_policy { 'ha-two@myvhost':
  pattern    => '.*',
  priority   => 2,
  definition => {
    'ha-mode' => 'exactly', 'ha-params' => '2', 'expires' => '-5', 'message-ttl' => '60000',
    'max-length' => '10', 'max-length-bytes' => '1024', 'shards-per-node' => '2',
    'ha-sync-batch-size' => '100',
  },
}
rabbitmq_policy { 'gone@myvhost': ensure => absent }
