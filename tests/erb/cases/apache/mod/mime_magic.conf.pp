# template: apache/templates/mod/mime_magic.conf.erb
# variables: as the reference renders it for Class[Apache::Mod::Mime_magic] when it compiles tests/erb/exercise/apache.pp
class apache::mod::mime_magic {
  $_magic_file = '/etc/apache2/magic'
  $magic_file = undef
  $erb_result = inline_template($erb_template)
  notice($erb_result)
  notice("length: ${erb_result.length}")
}
include apache::mod::mime_magic
