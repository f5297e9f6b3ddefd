openstacklib::db::mysql { 'nova':
  password      => 'nova_pass',
  allowed_hosts => ['10.0.0.%', 'controller'],
}
openstacklib::policy { '/etc/nova/policy.yaml':
  policies    => {
    'context_is_admin' => { 'key' => 'context_is_admin', 'value' => 'role:admin' },
  },
  file_format => 'yaml',
  file_user   => 'root',
  file_group  => 'nova',
}
openstacklib::service_validation { 'nova-api':
  command => 'openstack compute service list',
}
openstacklib::clouds { '/root/clouds.yaml':
  username     => 'admin',
  password     => 'secret',
  auth_url     => 'http://10.0.0.11:5000/v3',
  project_name => 'admin',
}
class { 'openstacklib::policyrcd':
  services => ['keystone', 'nova-api'],
}
