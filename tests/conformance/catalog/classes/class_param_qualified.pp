class ntp($servers = ['a', 'b'], $enable = true) {
  $local = 'x'
}
include ntp
notice($ntp::servers)
notice($ntp::enable)
notice($ntp::local)
notice($::ntp::servers)
