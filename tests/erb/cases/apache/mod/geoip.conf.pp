# template: apache/templates/mod/geoip.conf.erb
# variables: as the reference renders it for Class[Apache::Mod::Geoip] when it compiles tests/erb/exercise/apache.pp
class apache::mod::geoip {
  $db_file = '/usr/share/GeoIP/GeoIP.dat'
  $enable = false
  $enable_utf8 = undef
  $flag = 'Standard'
  $output = 'All'
  $scan_proxy_header_field = undef
  $scan_proxy_headers = undef
  $use_last_xforwarededfor_ip = undef
  $erb_result = inline_template($erb_template)
  notice($erb_result)
  notice("length: ${erb_result.length}")
}
include apache::mod::geoip
