# template: apache/templates/mod/dav_fs.conf.erb
# variables: as the reference renders it for Class[Apache::Mod::Dav_fs] when it compiles tests/erb/exercise/apache.pp
class apache::mod::dav_fs {
  $dav_lock = '${APACHE_LOCK_DIR}/DAVLock'
  $erb_result = inline_template($erb_template)
  notice($erb_result)
  notice("length: ${erb_result.length}")
}
include apache::mod::dav_fs
