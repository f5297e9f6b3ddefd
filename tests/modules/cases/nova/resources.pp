nova_config {
  'DEFAULT/debug':       value => true;
  'api/auth_strategy':   value => 'keystone';
  'DEFAULT/enabled_apis': value => ['osapi_compute', 'metadata'];
  'database/connection': value => 'mysql+pymysql://nova:secret@db/nova', secret => true;
  'DEFAULT/old':         ensure => absent;
}
nova_api_paste_ini { 'filter:authtoken/paste.filter_factory': value => 'keystonemiddleware.auth_token:filter_factory' }
nova_rootwrap_config { 'DEFAULT/use_syslog': value => false }
nova_api_uwsgi_config { 'uwsgi/processes': value => 2 }
nova_api_metadata_uwsgi_config { 'uwsgi/threads': value => 1 }
libvirtd_config { 'listen_tls': value => '0' }
libvirtd_config { 'unix_sock_group': value => 'libvirt', quote => true }
virtlogd_config { 'max_clients': value => 1024 }
virtqemud_config { 'log_outputs': value => '3:syslog:virtqemud', quote => true }
virtlockd_config { 'max_size': value => 2097152 }
virtproxyd_config { 'auth_tcp': value => 'none', quote => true }
virtsecretd_config { 'log_level': value => 2 }
virtnodedevd_config { 'log_level': value => 3 }
virtstoraged_config { 'log_level': value => 3 }
nova_flavor { 'm1.tiny':
  ensure     => present,
  id         => '1',
  ram        => 512,
  disk       => 1,
  vcpus      => 1,
  is_public  => true,
  properties => { 'hw:cpu_policy' => 'dedicated' },
}
nova_aggregate { 'fast':
  ensure            => present,
  availability_zone => 'az1',
  metadata          => { 'ssd' => 'true' },
  hosts             => ['compute1.example.com', 'compute2.example.com'],
}
nova_service { 'compute1.example.com':
  ensure       => absent,
  service_name => ['nova-compute'],
}
nova_cell_v2 { 'cell1':
  ensure              => present,
  transport_url       => 'rabbit://openstack:pass@10.0.0.11:5672/',
  database_connection => 'mysql+pymysql://nova:pass@10.0.0.11/nova',
}
