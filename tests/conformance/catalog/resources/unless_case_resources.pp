$role = 'web'
case $role {
  'web': { package { 'nginx': ensure => installed } }
  'db':  { package { 'postgresql': ensure => installed } }
  default: { notify { 'unknown role': } }
}
unless $role == 'db' {
  service { 'nginx': ensure => running, require => Package['nginx'] }
}
if defined(Package['postgresql']) { notice('db') } else { notice('no db') }
