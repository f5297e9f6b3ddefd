# lang_conditional: resources inside conditionals
$role = 'web'
case $role {
  'web': {
    package { 'nginx': ensure => installed }
  }
  'db': {
    package { 'postgresql': ensure => installed }
  }
  default: {
    notify { 'unknown role': }
  }
}
if $role == 'web' {
  service { 'nginx': ensure => running, require => Package['nginx'] }
}
