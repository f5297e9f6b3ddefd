# template: apache/templates/mod/proxy_html.conf.erb
# variables: as the reference renders it for Class[Apache::Mod::Proxy_html] when it compiles tests/erb/exercise/apache.pp
class apache::mod::proxy_html {
  $gnu_path = 'x86_64'
  $loadfiles = ['/usr/lib/x86_64-linux-gnu/libxml2.so.2']
  $erb_result = inline_template($erb_template)
  notice($erb_result)
  notice("length: ${erb_result.length}")
}
include apache::mod::proxy_html
