class ntp($servers = ['a', 'b'], $enable = true) {
  notice($servers)
  notice($title)
  notice($name)
  notice($module_name)
}
class { 'ntp': enable => false }
notice($ntp::enable)
notice($ntp::servers)
