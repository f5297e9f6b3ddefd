class profile::base($packages = ['git', 'tmux']) {
  package { $packages: ensure => present, tag => ['base'] }
  contain profile::ssh
}
class profile::ssh { service { 'ssh': ensure => running } }
class role::web { include profile::base  notify { 'web': } }
include role::web
Package <| tag == 'base' |> -> Service['ssh']
notice(tagged('base'))
