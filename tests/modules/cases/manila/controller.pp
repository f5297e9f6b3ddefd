class { 'manila::logging':
  debug => true,
}
class { 'manila::db':
  database_connection => 'mysql+pymysql://manila:manila_pass@127.0.0.1/manila',
}
class { 'manila::db::mysql':
  password      => 'manila_pass',
  allowed_hosts => ['10.0.0.%'],
}
class { 'manila::keystone::auth':
  password     => 'manila_pass',
  public_url   => 'http://manila.example.com:8786/v1/%(tenant_id)s',
  internal_url => 'http://manila.example.com:8786/v1/%(tenant_id)s',
  admin_url    => 'http://manila.example.com:8786/v1/%(tenant_id)s',
}
class { 'manila::keystone::authtoken':
  password             => 'manila_pass',
  www_authenticate_uri => 'http://keystone.example.com:5000',
  auth_url             => 'http://keystone.example.com:5000',
  memcached_servers    => ['10.0.0.11:11211'],
}
class { 'manila':
  default_transport_url => os_transport_url({
    'transport' => 'rabbit',
    'hosts'     => ['10.0.0.11'],
    'port'      => 5672,
    'username'  => 'openstack',
    'password'  => 'rabbit_pass',
  }),
}
class { 'manila::policy':
  policies => {
    'share:create' => { 'key' => 'share:create', 'value' => 'role:member' },
  },
}
class { 'manila::api':
  enabled_share_protocols => ['NFS', 'CIFS'],
}
class { 'manila::scheduler': }
class { 'manila::share': }
class { 'manila::backends':
  enabled_share_backends => ['lvm'],
}
manila::backend::lvm { 'lvm':
  lvm_share_export_ips => '10.0.0.21',
}
class { 'manila::network::neutron':
  password => 'neutron_pass',
}
class { 'manila::compute::nova':
  password => 'nova_pass',
}
class { 'manila::image::glance':
  password => 'glance_pass',
}
class { 'manila::volume::cinder':
  password => 'cinder_pass',
}
class { 'manila::cron::db_purge': }
class { 'manila::cors':
  allowed_origin => 'https://dashboard.example.com',
}
class { 'manila::quota':
  shares => 20,
}
class { 'manila::healthcheck': }
class { 'manila::client': }
manila_type { 'default_share_type':
  driver_handles_share_servers => false,
  snapshot_support             => true,
}
