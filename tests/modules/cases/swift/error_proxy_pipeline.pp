class { 'swift': swift_hash_path_suffix => 'secrete' }
class { 'swift::proxy':
  proxy_local_net_ip => '10.0.0.20',
  pipeline           => ['catch_errors', 'healthcheck'],
}
