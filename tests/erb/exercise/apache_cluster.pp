# apache with mod_cluster.
class { 'apache': default_vhost => false }
class { 'apache::mod::cluster': allowed_network => '192.0.2.0/24', balancer_name => 'balancer', ip => '192.0.2.10', version => '1.3.1' }
