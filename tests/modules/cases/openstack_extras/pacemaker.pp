openstack_extras::pacemaker::service { 'openstack-heat-engine':
  primitive_type => 'heat-engine',
  parameters     => { 'config' => '/etc/heat/heat.conf' },
  operations     => { 'monitor' => { 'interval' => '20', 'timeout' => '30' } },
  metadata       => { 'resource-stickiness' => '1' },
  clone          => true,
  use_handler    => false,
}
service { 'openstack-heat-engine': ensure => running }
