class ntp (
  Enum['present','absent'] $ensure = 'present',
  Array[String] $servers = ['0.pool.ntp.org', '1.pool.ntp.org'],
  Boolean $service_enable = true,
) {
  package { 'ntp': ensure => $ensure }
  -> file { '/etc/ntp.conf':
    ensure  => file,
    content => inline_epp("<% $servers.each |$s| { -%>server <%= $s %>\n<% } -%>", { servers => $servers }),
    mode    => '0644',
  }
  ~> service { 'ntp':
    ensure => running,
    enable => $service_enable,
  }
}
include ntp
notice(Class['ntp']['servers'])
