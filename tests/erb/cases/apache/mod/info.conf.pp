# template: apache/templates/mod/info.conf.erb
# variables: as the reference renders it for Class[Apache::Mod::Info] when it compiles tests/erb/exercise/apache.pp
class apache::mod::info {
  $_apache_version = '2.4'
  $allow_from = ['127.0.0.1', '::1']
  $apache_version = undef
  $info_path = '/server-info'
  $restrict_access = true
  $erb_result = inline_template($erb_template)
  notice($erb_result)
  notice("length: ${erb_result.length}")
}
include apache::mod::info
