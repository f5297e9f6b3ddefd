$users = ['alice', 'bob']
$users.each |$u| {
  user { $u: ensure => present, managehome => true }
  file { "/home/${u}": ensure => directory, owner => $u, require => User[$u] }
}
notice(User['bob']['managehome'])
