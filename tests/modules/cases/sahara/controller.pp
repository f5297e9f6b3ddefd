class { 'sahara::policy':
  policies => {
    'data-processing:clusters:create' => { 'key' => 'data-processing:clusters:create', 'value' => 'role:member' },
  },
}
class { 'sahara::logging':
  debug => true,
}
class { 'sahara::db':
  database_connection => 'mysql+pymysql://sahara:sahara_pass@127.0.0.1/sahara',
}
class { 'sahara::db::mysql':
  password      => 'sahara_pass',
  allowed_hosts => ['10.0.0.%'],
}
class { 'sahara::keystone::auth':
  password     => 'sahara_pass',
  public_url   => 'http://sahara.example.com:8386/v1.1/%(tenant_id)s',
  internal_url => 'http://sahara.example.com:8386/v1.1/%(tenant_id)s',
  admin_url    => 'http://sahara.example.com:8386/v1.1/%(tenant_id)s',
}
class { 'sahara::keystone::authtoken':
  password             => 'sahara_pass',
  www_authenticate_uri => 'http://keystone.example.com:5000',
  auth_url             => 'http://keystone.example.com:5000',
  memcached_servers    => ['10.0.0.11:11211'],
}
class { 'sahara':
  default_transport_url => os_transport_url({
    'transport' => 'rabbit',
    'hosts'     => ['10.0.0.11'],
    'port'      => 5672,
    'username'  => 'openstack',
    'password'  => 'rabbit_pass',
  }),
  host                  => '10.0.0.21',
  use_floating_ips      => false,
}
class { 'sahara::service::api': }
class { 'sahara::service::engine': }
class { 'sahara::notify':
  notification_driver => 'messagingv2',
}
class { 'sahara::healthcheck': }
class { 'sahara::client': }
sahara_node_group_template { 'master':
  plugin         => 'vanilla',
  plugin_version => '2.7.1',
  flavor         => 'm1.medium',
  node_processes => ['namenode', 'resourcemanager'],
}
sahara_node_group_template { 'worker':
  plugin              => 'vanilla',
  plugin_version      => '2.7.1',
  flavor              => 'm1.large',
  node_processes      => ['datanode', 'nodemanager'],
  floating_ip_pool    => 'public',
  auto_security_group => 'False',
  security_groups     => ['default'],
  description         => 'Hadoop workers',
}
sahara_cluster_template { 'hadoop':
  node_groups => ['master:1', 'worker:3'],
  auto_config => false,
  description => 'Vanilla Hadoop',
}
