class c($p) {
  notice(type($p))
  notice($p)
  notice(Class['c']['p'])
  notice(type(Class['c']['p']))
}
class { 'c': p => Notify['x'] }
notify { 'x': }
notice(Class['c']['p'])
notice(type(Class['c']['p']))
