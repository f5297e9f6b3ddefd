# template: apache/templates/mod/userdir.conf.erb
# variables: as the reference renders it for Class[Apache::Mod::Userdir] when it compiles tests/erb/exercise/apache.pp
class apache::mod::userdir {
  $_apache_version = '2.4'
  $_path = '/home/*/public_html'
  $apache_version = undef
  $custom_fragment = undef
  $dir = undef
  $disable_root = true
  $home = undef
  $options = ['MultiViews', 'Indexes', 'SymLinksIfOwnerMatch', 'IncludesNoExec']
  $overrides = ['FileInfo', 'AuthConfig', 'Limit', 'Indexes']
  $path = '/home/*/public_html'
  $unmanaged_path = false
  $erb_result = inline_template($erb_template)
  notice($erb_result)
  notice("length: ${erb_result.length}")
}
include apache::mod::userdir
