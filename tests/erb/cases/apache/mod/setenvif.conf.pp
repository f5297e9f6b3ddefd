# template: apache/templates/mod/setenvif.conf.erb
# variables: as the reference renders it for Class[Apache::Mod::Setenvif] when it compiles tests/erb/exercise/apache.pp
class apache::mod::setenvif {
  $erb_result = inline_template($erb_template)
  notice($erb_result)
  notice("length: ${erb_result.length}")
}
include apache::mod::setenvif
