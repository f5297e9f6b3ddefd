# apache with the event MPM and the modules that need it or conflict with apache.pp's.
class { 'apache': default_vhost => false, mpm_module => 'event' }
include apache::mod::cgid
include apache::mod::proxy
include apache::mod::proxy_http
class { 'apache::mod::proxy_balancer': manager => true, manager_path => '/balancer-manager', allow_from => ['127.0.0.1', '::1'] }
class { 'apache::mod::ext_filter':
  ext_filter_define => { 'slowdown' => 'mode=output cmd=/bin/cat preservescontentlength', 'puppetdb-strip' => 'mode=output outtype=application/json cmd="pdb-resource-filter"' },
}
class { 'apache::mod::jk':
  workers_file    => 'conf/workers.properties',
  mount_file      => 'conf/uriworkermap.properties',
  worker_property => { 'worker.list' => 'tcnode1,tcnode2', 'worker.tcnode1.port' => '8009', 'worker.tcnode1.host' => 'tc1.example.com' },
  mount           => { 'worker1' => ['/app1', '/app1/*'], 'worker2' => ['/app2/*'] },
  un_mount        => { 'worker1' => ['/app1/static/*'] },
}
include apache::mod::shib
include apache::confd::no_accf
apache::vhost { 'shib.example.com':
  port                   => 80,
  docroot                => '/var/www/shib',
  shib_compat_valid_user => 'On',
}
