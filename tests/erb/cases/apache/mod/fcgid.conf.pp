# template: apache/templates/mod/fcgid.conf.erb
# variables: as the reference renders it for Class[Apache::Mod::Fcgid] when it compiles tests/erb/exercise/apache.pp
class apache::mod::fcgid {
  $conf_name = 'fcgid.conf'
  $loadfile_name = undef
  $options = {}
  $erb_result = inline_template($erb_template)
  notice($erb_result)
  notice("length: ${erb_result.length}")
}
include apache::mod::fcgid
