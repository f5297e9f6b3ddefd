class { 'designate::policy':
  policies => { 'all_tenants' => { 'key' => 'all_tenants', 'value' => 'role:admin' } },
}
class { 'designate::db':
  database_connection => 'mysql+pymysql://designate:designate_pass@127.0.0.1/designate',
}
class { 'designate::db::mysql':
  password      => 'designate_pass',
  allowed_hosts => ['10.0.0.%'],
}
class { 'designate::keystone::authtoken':
  password             => 'designate_pass',
  www_authenticate_uri => 'http://keystone.example.com:5000',
  auth_url             => 'http://keystone.example.com:5000',
}
class { 'designate::logging':
  debug => true,
}
class { 'designate':
  default_transport_url => 'rabbit://openstack:rabbit_pass@10.0.0.11:5672/',
}
class { 'designate::keystone::auth':
  password   => 'designate_pass',
  public_url => 'http://designate.example.com:9001',
}
class { 'designate::api':
  listen       => '0.0.0.0:9001',
  api_base_uri => 'http://designate.example.com:9001',
}
class { 'designate::central': }
class { 'designate::producer': }
class { 'designate::worker': }
class { 'designate::mdns':
  listen => '10.0.0.10:5354',
}
class { 'designate::backend::bind9':
  rndc_controls => { '10.0.0.20' => { 'port' => 953, 'allowed_addresses' => ['10.0.0.10'], 'keys' => ['rndc-key'] } },
  nameservers   => ['10.0.0.20'],
  bind9_hosts   => ['10.0.0.20'],
  mdns_hosts    => ['10.0.0.10'],
}
