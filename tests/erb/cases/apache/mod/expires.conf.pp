# template: apache/templates/mod/expires.conf.erb
# variables: as the reference renders it for Class[Apache::Mod::Expires] when it compiles tests/erb/exercise/apache.pp
class apache::mod::expires {
  $expires_active = true
  $expires_by_type = undef
  $expires_default = undef
  $erb_result = inline_template($erb_template)
  notice($erb_result)
  notice("length: ${erb_result.length}")
}
include apache::mod::expires
