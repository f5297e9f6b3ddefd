# template: apache/templates/mod/autoindex.conf.erb
# variables: as the reference renders it for Class[Apache::Mod::Autoindex] when it compiles tests/erb/exercise/apache.pp
class apache::mod::autoindex {
  $icon_suffix = '-20x22'
  $erb_result = inline_template($erb_template)
  notice($erb_result)
  notice("length: ${erb_result.length}")
}
include apache::mod::autoindex
