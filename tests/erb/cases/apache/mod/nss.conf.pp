# template: apache/templates/mod/nss.conf.erb
# variables: as the reference renders it for Class[Apache::Mod::Nss] when it compiles tests/erb/exercise/apache.pp
class apache::mod::nss {
  $error_log = '/var/log/apache2/error.log'
  $httpd_dir = '/etc/apache2'
  $passwd_file = undef
  $port = 8443
  $transfer_log = '/var/log/apache2/access.log'
  $erb_result = inline_template($erb_template)
  notice($erb_result)
  notice("length: ${erb_result.length}")
}
include apache::mod::nss
