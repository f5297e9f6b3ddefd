cs_clone { 'c': primitive => 'p', clone_max => 2, notify_clones => true }
cs_group { 'g': primitives => 'p' }
cs_colocation { 'cc': primitives => ['a', 'b'] }
cs_location { 'l': primitive => 'p', node_name => 'n' }
cs_order { 'o': first => 'a', second => 'b', symmetrical => 'Yes' }
cs_primitive { 'p':
  primitive_class => 'ocf',
  primitive_type  => 'IPaddr2',
  parameters      => { 'ip' => '10.0.0.1' },
  operations      => [{ 'monitor' => { 'interval' => '10s' } }],
  promotable      => true,
}
