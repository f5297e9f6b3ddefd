# template: apache/templates/mod/ldap.conf.erb
# variables: as the reference renders it for Class[Apache::Mod::Ldap] when it compiles tests/erb/exercise/apache.pp
class apache::mod::ldap {
  $_apache_version = '2.4'
  $apache_version = undef
  $ldap_cache_entries = undef
  $ldap_cache_ttl = undef
  $ldap_opcache_entries = undef
  $ldap_opcache_ttl = undef
  $ldap_path = '/ldap-status'
  $ldap_shared_cache_size = undef
  $ldap_trusted_global_cert_file = undef
  $ldap_trusted_global_cert_type = 'CA_BASE64'
  $ldap_trusted_mode = undef
  $package_name = undef
  $erb_result = inline_template($erb_template)
  notice($erb_result)
  notice("length: ${erb_result.length}")
}
include apache::mod::ldap
