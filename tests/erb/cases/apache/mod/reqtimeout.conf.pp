# template: apache/templates/mod/reqtimeout.conf.erb
# variables: as the reference renders it for Class[Apache::Mod::Reqtimeout] when it compiles tests/erb/exercise/apache.pp
class apache::mod::reqtimeout {
  $timeouts = ['header=20-40,minrate=500', 'body=10,minrate=500']
  $erb_result = inline_template($erb_template)
  notice($erb_result)
  notice("length: ${erb_result.length}")
}
include apache::mod::reqtimeout
