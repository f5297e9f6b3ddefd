# template: apache/templates/mod/disk_cache.conf.erb
# variables: as the reference renders it for Class[Apache::Mod::Disk_cache] when it compiles tests/erb/exercise/apache.pp
class apache::mod::disk_cache {
  $_cache_root = '/var/cache/apache2/mod_cache_disk'
  $cache_ignore_headers = undef
  $cache_root = undef
  $erb_result = inline_template($erb_template)
  notice($erb_result)
  notice("length: ${erb_result.length}")
}
include apache::mod::disk_cache
