class { 'collectd':
  purge           => true,
  recurse         => true,
  purge_config    => true,
  minimum_version => '5.4',
  manage_repo     => false,
}
class { 'collectd::plugin::cpu': }
class { 'collectd::plugin::memory': }
class { 'collectd::plugin::load': }
class { 'collectd::plugin::df':
  mountpoints    => ['/u'],
  fstypes        => ['nfs', 'tmpfs', 'autofs', 'gpfs', 'proc', 'devpts'],
  ignoreselected => true,
}
class { 'collectd::plugin::network':
  servers => { '10.0.0.1' => { 'port' => 25826 } },
}
