class a {
  file { ensure => present }
}
include a
