# template: apache/templates/mod/rpaf.conf.erb
# variables: as the reference renders it for Class[Apache::Mod::Rpaf] when it compiles tests/erb/exercise/apache.pp
class apache::mod::rpaf {
  $header = 'X-Forwarded-For'
  $proxy_ips = ['127.0.0.1']
  $sethostname = true
  $template = 'apache/mod/rpaf.conf.erb'
  $erb_result = inline_template($erb_template)
  notice($erb_result)
  notice("length: ${erb_result.length}")
}
include apache::mod::rpaf
