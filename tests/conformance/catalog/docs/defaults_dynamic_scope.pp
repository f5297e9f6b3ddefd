# lang_defaults: defaults reach classes declared in their scope
class webserver {
  file { '/var/www': ensure => directory }
}
class base {
  File { owner => 'root', group => 'root' }
  include webserver
}
include base
