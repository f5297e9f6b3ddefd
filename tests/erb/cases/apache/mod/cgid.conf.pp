# template: apache/templates/mod/cgid.conf.erb
# variables: as the reference renders it for Class[Apache::Mod::Cgid] when it compiles tests/erb/exercise/apache_cluster.pp
class apache::mod::cgid {
  $cgisock_path = '${APACHE_RUN_DIR}/cgisock'
  $erb_result = inline_template($erb_template)
  notice($erb_result)
  notice("length: ${erb_result.length}")
}
include apache::mod::cgid
