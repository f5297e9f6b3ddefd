class svc($name_override = 'default-svc') {
  service { $name_override: ensure => running }
}
class { 'svc': name_override => 'custom' }
notice(defined(Service['custom']))
