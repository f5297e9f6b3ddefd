# template: apache/templates/mod/fastcgi.conf.erb
# variables: as the reference renders it for Class[Apache::Mod::Fastcgi] when it compiles tests/erb/exercise/apache.pp
class apache::mod::fastcgi {
  $fastcgi_lib_path = '/var/lib/apache2/fastcgi'
  $erb_result = inline_template($erb_template)
  notice($erb_result)
  notice("length: ${erb_result.length}")
}
include apache::mod::fastcgi
