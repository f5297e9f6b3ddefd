# Operations given as a Hash with a role in the name and as a Hash of arrays: the module's
# deprecation warnings, given once each.
cs_primitive { 'vip':
  primitive_class => 'ocf',
  primitive_type  => 'IPaddr2',
  provided_by     => 'heartbeat',
  operations      => { 'monitor:Master' => { 'interval' => '10s' }, 'start' => [{ 'interval' => '0' }, { 'timeout' => '5' }] },
  ms_metadata     => { 'notify' => true, 'clone-max' => 2 },
  promotable      => true,
}
cs_primitive { 'vip2':
  primitive_class => 'ocf',
  primitive_type  => 'IPaddr2',
  provided_by     => 'heartbeat',
  operations      => [{ 'monitor:Slave' => { 'interval' => '10s' } }, { 'monitor' => { 'interval' => '20s' } }],
}
