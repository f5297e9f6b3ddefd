# template: apache/templates/mod/authnz_ldap.conf.erb
# variables: as the reference renders it for Class[Apache::Mod::Authnz_ldap] when it compiles tests/erb/exercise/apache.pp
class apache::mod::authnz_ldap {
  $package_name = undef
  $verify_server_cert = true
  $erb_result = inline_template($erb_template)
  notice($erb_result)
  notice("length: ${erb_result.length}")
}
include apache::mod::authnz_ldap
