class first {
  package { 'openssl':
    ensure => installed,
  }
}
class second {
  package { 'openssl': ensure => latest }
}
include first
include second
