# template: apache/templates/mod/dumpio.conf.erb
# variables: as the reference renders it for Class[Apache::Mod::Dumpio] when it compiles tests/erb/exercise/apache.pp
class apache::mod::dumpio {
  $dump_io_input = 'Off'
  $dump_io_output = 'Off'
  $erb_result = inline_template($erb_template)
  notice($erb_result)
  notice("length: ${erb_result.length}")
}
include apache::mod::dumpio
