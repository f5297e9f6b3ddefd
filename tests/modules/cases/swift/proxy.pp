include memcached
class { 'swift':
  swift_hash_path_suffix => 'secrete',
  package_ensure         => latest,
}
class { 'swift::keystone::auth':
  public_url   => 'http://10.0.0.20:8080/v1/AUTH_%(tenant_id)s',
  admin_url    => 'http://10.0.0.20:8080',
  internal_url => 'http://10.0.0.20:8080/v1/AUTH_%(tenant_id)s',
  password     => 'a_big_secret',
}
class { 'swift::proxy':
  proxy_local_net_ip => '10.0.0.20',
  pipeline           => [
    'catch_errors', 'gatekeeper', 'healthcheck', 'proxy-logging',
    'cache', 'authtoken', 'keystone', 'symlink', 'proxy-logging',
    'proxy-server'
  ],
  account_autocreate => true,
}
class { 'swift::proxy::authtoken':
  www_authenticate_uri => 'http://10.0.0.10:5000/v3',
  auth_url             => 'http://10.0.0.10:5000/',
  password             => 'a_big_secret',
}
class { 'swift::keystone::dispersion': } -> class { 'swift::dispersion': }
class { 'swift::objectexpirer':
  interval => 600,
}
class { 'swift::proxy::cache':
  memcache_servers => ['10.0.0.20:11211'],
}
class {
  [
    'swift::proxy::catch_errors',
    'swift::proxy::gatekeeper',
    'swift::proxy::healthcheck',
    'swift::proxy::proxy_logging',
    'swift::proxy::keystone',
    'swift::proxy::symlink'
  ]:
}
class { 'swift::internal_client':
  pipeline => [ 'catch_errors', 'proxy-logging', 'cache', 'symlink', 'proxy-server' ],
}
class { 'swift::internal_client::cache':
  memcache_servers => ['10.0.0.20:11211'],
}
class {
  [
    'swift::internal_client::catch_errors',
    'swift::internal_client::proxy_logging',
    'swift::internal_client::symlink'
  ]:
}
