# template: apache/templates/mod/proxy_balancer.conf.erb
# variables: as the reference renders it for Class[Apache::Mod::Proxy_balancer] when it compiles tests/erb/exercise/apache_event.pp
$apache_version = '2.4.57'
class apache::mod::proxy_balancer {
  $allow_from = ['127.0.0.1', '::1']
  $apache_version = '2.4'
  $manager = true
  $manager_path = '/balancer-manager'
  $erb_result = inline_template($erb_template)
  notice($erb_result)
  notice("length: ${erb_result.length}")
}
include apache::mod::proxy_balancer
