# template: apache/templates/mod/ext_filter.conf.erb
# variables: as the reference renders it for Class[Apache::Mod::Ext_filter] when it compiles tests/erb/exercise/apache_event.pp
class apache::mod::ext_filter {
  $ext_filter_define = {'slowdown' => 'mode=output cmd=/bin/cat preservescontentlength', 'puppetdb-strip' => 'mode=output outtype=application/json cmd="pdb-resource-filter"'}
  $erb_result = inline_template($erb_template)
  notice($erb_result)
  notice("length: ${erb_result.length}")
}
include apache::mod::ext_filter
