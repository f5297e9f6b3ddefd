if !defined(Package['git']) {
  package { 'git': ensure => present }
}
unless defined(Package['git']) { package { 'git': } }
notice(Package['git']['ensure'])
