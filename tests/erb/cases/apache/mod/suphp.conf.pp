# template: apache/templates/mod/suphp.conf.erb
# variables: as the reference renders it for Class[Apache::Mod::Suphp] when it compiles tests/erb/exercise/apache_redhat.pp
class apache::mod::suphp {
  $erb_result = inline_template($erb_template)
  notice($erb_result)
  notice("length: ${erb_result.length}")
}
include apache::mod::suphp
