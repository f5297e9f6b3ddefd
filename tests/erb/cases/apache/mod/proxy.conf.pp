# template: apache/templates/mod/proxy.conf.erb
# variables: as the reference renders it for Class[Apache::Mod::Proxy] when it compiles tests/erb/exercise/apache.pp
class apache::mod::proxy {
  $_apache_version = '2.4'
  $_proxy_timeout = '60'
  $allow_from = undef
  $apache_version = undef
  $package_name = undef
  $proxy_iobuffersize = undef
  $proxy_requests = 'Off'
  $proxy_timeout = undef
  $proxy_via = 'On'
  $erb_result = inline_template($erb_template)
  notice($erb_result)
  notice("length: ${erb_result.length}")
}
include apache::mod::proxy
