# lang_virtual: declaring and realizing virtual resources
@user { 'luke':
  ensure => present,
  uid    => 1000,
}
@user { 'jane':
  ensure => present,
}
realize(User['luke'])
